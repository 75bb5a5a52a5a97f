// The shape of anchors.json, written by scripts/map/ and read by the renderer: one definition.

/** A point in map units: [x, y]. */
export type MapPoint = [number, number];

export interface ProvinceAnchors {
  terrain: string;
  /** Centre of the province's abbreviation. */
  label: MapPoint;
  /** Army, or fleet in a province with one coast (or a sea). */
  unit: MapPoint;
  /** Where a dislodged unit is drawn, offset from `unit`. */
  dislodged: MapPoint;
  /** Fleet anchors of the two-coast provinces ('stp/nc' …). */
  coasts?: Record<string, MapPoint>;
  /** Supply-centre marker. */
  sc?: MapPoint;
  /** Power whose home centre this is. */
  home?: string;
}
