/* prof_trace.c — the log as a Chrome Trace Event file (`--trace=FILE.json`), for Perfetto UI and
 * chrome://tracing: one process with Host, Copies, Kernels and Compile tracks of complete ("X")
 * events in microseconds on the modeled timeline, allocations as instant events. */
#include <stddef.h>
#include <stdlib.h>

#include "prof_internal.h"

enum { TRACK_HOST = 1, TRACK_COPY, TRACK_KERNEL, TRACK_COMPILE };
static const char *const track_names[] = {"", "Host", "Copies (modeled)", "Kernels (modeled)", "Compile"};
static const char *const dir_names[RT_COPY_DIR_COUNT] = {"HtoD", "DtoH", "DtoD"};

static void json_str(FILE *f, const char *s) {
  fputc('"', f);
  for (; s && *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') fprintf(f, "\\%c", c);
    else if (c < 0x20) fprintf(f, "\\u%04x", c);
    else fputc(c, f);
  }
  fputc('"', f);
}

static void begin_event(FILE *f, bool *first, const char *ph, int tid, double ts, const char *name) {
  fprintf(f, "%s\n{\"ph\":\"%s\",\"pid\":1,\"tid\":%d,\"ts\":%.3f,\"name\":", *first ? "" : ",", ph, tid, ts);
  json_str(f, name);
  *first = false;
}

/* Every exact counter of a kernel, by its name in the trace. */
#define COUNTER(name) {#name, offsetof(ProfCounters, name)}
static const struct { const char *name; size_t off; } counters[] = {
    COUNTER(warp_insts),      COUNTER(lane_insts),   COUNTER(flops32),         COUNTER(flops64),
    COUNTER(gld_requests),    COUNTER(gld_sectors),  COUNTER(gst_requests),    COUNTER(gst_sectors),
    COUNTER(gld_bytes),       COUNTER(gst_bytes),    COUNTER(shared_requests), COUNTER(shared_wavefronts),
    COUNTER(branches),        COUNTER(divergent_branches), COUNTER(barriers),
    COUNTER(f32_ops),         COUNTER(f64_ops),      COUNTER(sfu_ops),         COUNTER(math_insts),
    COUNTER(l1_wavefronts),   COUNTER(l1_hit_sectors), COUNTER(l2_hit_sectors), COUNTER(dram_sectors),
    COUNTER(gld_req_l2),      COUNTER(gld_req_dram), COUNTER(atomic_lanes),    COUNTER(atomic_serial)};
#undef COUNTER
_Static_assert(sizeof counters / sizeof counters[0] * sizeof(uint64_t) == sizeof(ProfCounters),
               "every ProfCounters field is listed in the trace");

static void kernel_args(const Prof *p, FILE *f, const ProfKernel *k, const ProfEvent *e) {
  fprintf(f, ",\"args\":{\"grid\":[%lld,%lld,%lld],\"block\":[%lld,%lld,%lld],\"modeled\":%s,\"device_model\":",
          (long long)k->grid[0], (long long)k->grid[1], (long long)k->grid[2], (long long)k->block[0],
          (long long)k->block[1], (long long)k->block[2], k->measured_s > 0 ? "false" : "true");
  json_str(f, p->device->name);
  fprintf(f, ",\"stream\":%lld,\"overlapped_ts\":%.3f", (long long)e->stream, e->dev_us);
  for (size_t c = 0; k->counted && c < sizeof counters / sizeof counters[0]; c++)
    fprintf(f, ",\"%s\":%llu", counters[c].name,
            (unsigned long long)*(const uint64_t *)((const char *)&k->total + counters[c].off));
  if (k->measured_s <= 0) { /* the model's limits, in microseconds, and the one that bound it */
    ProfKTerms t;
    prof_kmodel_terms(p->device, k, NULL, &t);
    fputs(",\"limits_us\":{", f);
    for (int i = 0; i < PROF_KTERMS; i++)
      fprintf(f, "%s\"%s\":%.3f", i ? "," : "", prof_kterm_names[i], (&t.issue)[i] * 1e6);
    fprintf(f, "},\"bound\":\"%s\"", prof_kterm_names[t.bound]);
    if (k->sampled_blocks > 0) fprintf(f, ",\"sampled_blocks\":%lld", (long long)k->sampled_blocks);
  }
  fputs("}}", f);
}

static void write_event(const Prof *p, FILE *f, bool *first, const ProfEvent *e) {
  char name[96];
  switch (e->kind) {
    case PROF_EV_FUNC:
      begin_event(f, first, "X", TRACK_HOST, e->ts_us, e->name);
      fprintf(f, ",\"dur\":%.3f}", e->dur_us);
      break;
    case PROF_EV_COMPILE:
      begin_event(f, first, "X", TRACK_COMPILE, e->ts_us, e->name);
      fprintf(f, ",\"dur\":%.3f,\"args\":{\"cache_hit\":%s}}", e->dur_us, e->dir ? "true" : "false");
      break;
    case PROF_EV_COPY:
      snprintf(name, sizeof name, "memcpy %s", dir_names[e->dir]);
      begin_event(f, first, "X", TRACK_COPY, e->ts_us, name);
      fprintf(f, ",\"dur\":%.3f,\"args\":{\"bytes\":%lld,\"modeled\":true", e->dur_us, (long long)e->bytes);
      if (e->dir != RT_COPY_D2D) fprintf(f, ",\"host_memory\":\"%s\"", e->pinned ? "pinned" : "pageable");
      if (e->line > 0) fprintf(f, ",\"line\":%d", e->line);
      /* the stream, and the start on the overlapped device timeline (prof_streams.c) */
      fprintf(f, ",\"stream\":%lld,\"overlapped_ts\":%.3f", (long long)e->stream, e->dev_us);
      if (e->kernel >= 0) {
        fputs(",\"kernel\":", f);
        json_str(f, p->log.kernels[e->kernel]->name);
        fprintf(f, ",\"arg\":%d", e->arg);
        const char *param = e->arg >= 0 && e->arg < PROF_MAX_ARGS ? p->log.kernels[e->kernel]->arg_name[e->arg] : NULL;
        if (param) fputs(",\"param\":", f), json_str(f, param);
      }
      fputs("}}", f);
      break;
    case PROF_EV_KERNEL:
      begin_event(f, first, "X", TRACK_KERNEL, e->ts_us, e->name);
      fprintf(f, ",\"dur\":%.3f", e->dur_us);
      kernel_args(p, f, p->log.kernels[e->kernel], e);
      break;
    case PROF_EV_ALLOC:
      begin_event(f, first, "i", TRACK_HOST, e->ts_us, e->dir ? "device alloc" : "host alloc");
      fprintf(f, ",\"s\":\"t\",\"args\":{\"bytes\":%lld}}", (long long)e->bytes);
      break;
  }
}

bool prof_write_trace(Prof *p, const char *path) {
  FILE *f = fopen(path, "w");
  if (!f) return prof_write_done("trace", path, NULL);
  bool first = true;
  fputs("{\"displayTimeUnit\":\"ms\",\"traceEvents\":[", f);
  begin_event(f, &first, "M", 0, 0, "process_name");
  fputs(",\"args\":{\"name\":\"weft\"}}", f);
  for (int t = TRACK_HOST; t <= TRACK_COMPILE; t++) {
    begin_event(f, &first, "M", t, 0, "thread_name");
    fputs(",\"args\":{\"name\":", f);
    json_str(f, track_names[t]);
    fputs("}}", f);
  }
  begin_event(f, &first, "X", TRACK_HOST, 0, "program");
  fprintf(f, ",\"dur\":%.3f}", prof_virtual_now_us(p));
  for (int i = 0; i < p->log.nev; i++) write_event(p, f, &first, &p->log.ev[i]);
  fputs("\n]}\n", f);
  return prof_write_done("trace", path, f);
}
