/* prof.h — the profiler: one event log that every timing view (the `--profile` summary, the
 * Chrome trace, the SVG chart, the REPL's %prof) reads (ARCHITECTURE.md point 8). The layers
 * below report to it through the sink (vm/base/prof_sink.h), which prof_install fills; this
 * header is what the composition root and the REPL use to install, switch and read it.
 *
 * Without a GPU, kernel and transfer times are MODELED from exact counts with a device model
 * (prof_device.c, docs/profiler.md) and every report labels them "(modeled, <model>)"; host and
 * compile times are measured. Timestamps are on a modeled timeline: measured host time with the
 * simulator's own run time replaced by the kernel's modeled time.
 */
#ifndef WEFT_PROF_PROF_H
#define WEFT_PROF_PROF_H

#include <stdbool.h>
#include <stdio.h>

#include "../vm/base/prof_sink.h"

/* Point the sink at the profiler (repl/setup.c). Idempotent; prof_enable installs it too. */
void prof_install(void);

/* ---- control (repl/options.c, repl/magic.c) ---- */
/* Host spans: "sample" (the default) or "exact"; false for anything else. */
bool prof_set_host_mode(const char *mode);
/* Turn the log on (install the copy hook, start the clock). Idempotent. */
void prof_enable(void);
/* h100 (default), h200, a100, t4; false for an unknown name (see prof_device_names). */
bool prof_set_device_model(const char *name);
const char *prof_device_names(void); /* "h100, h200, a100, t4" for usage messages */
void prof_set_trace_file(const char *path); /* Chrome Trace Event JSON written at exit */
void prof_set_svg_file(const char *path);   /* SVG chart written at exit */
/* Print the summary to out when the program exits (atexit); also writes trace/SVG files. When
 * a file cannot be written the reason is printed and the exit status becomes 1. */
void prof_report_at_exit(FILE *out);
/* Print the summary now (REPL %prof), and forget the log if reset. */
void prof_report(FILE *out);
/* The profile's SVG (timeline and summary chart) of the log so far, malloc'd, *len its bytes;
 * NULL when the log is off. The Jupyter kernel shows it after %prof (repl/serve.c). */
char *prof_svg_string(size_t *len);
void prof_reset(void);
/* What the device did since prof_reset (the REPL's %time and %timeit print it beside the
 * wall time): kernel launches and host<->device copies, and their time on the device — measured
 * on a GPU when every launch was (measured), else modeled with the device model `model`. */
typedef struct ProfDeviceTotals {
  int launches, copies;
  double kernel_s, copy_s;
  bool measured;
  const char *model;
} ProfDeviceTotals;
void prof_device_totals(ProfDeviceTotals *t);
/* Turn the log off again (REPL %prof when profiling was off before): stops the sampling timer. */
void prof_disable(void);

#endif
