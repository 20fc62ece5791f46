/** The part of parse-prometheus-text-format (a Prometheus text-format parser without types of its own) that the metrics tests use. */
declare module "parse-prometheus-text-format" {
  export type ParsedSample = { labels?: Record<string, string>; value?: string; buckets?: Record<string, string>; count?: string; sum?: string };
  export type ParsedFamily = { name: string; help: string; type: "COUNTER" | "GAUGE" | "HISTOGRAM" | "SUMMARY" | "UNTYPED"; metrics: ParsedSample[] };
  export default function parsePrometheusTextFormat(text: string): ParsedFamily[];
}
