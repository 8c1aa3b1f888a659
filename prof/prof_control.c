/* prof_control.c — the one profiler of the process, its sink's operations (prof_install), and
 * turning it on and choosing its outputs: the entry points repl/ calls for --profile
 * (WEFT_PROFILE), --device-model, --trace and --profile-svg (repl/options.c parses them all) and
 * for %prof, and the report at exit. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../vm/base/io.h"

#include "prof_internal.h"

static Prof profiler;

static Prof *self(void) {
  if (!profiler.device) profiler.device = prof_device_find("default");
  return &profiler;
}

static void note_run(Prof *p) { p->ran = true; }

static const ProfSinkOps sink_ops = {
    .launch_begin = prof_log_launch_begin,
    .launch_end = prof_log_launch_end,
    .kernel_current = prof_log_kernel_current,
    .now_us = prof_log_now_us,
    .compile = prof_log_compile,
    .event_clock_us = prof_log_event_clock_us,
    .host_wait = prof_stream_host_wait,
    .stream_wait = prof_stream_wait_event,
    .alloc = prof_log_alloc,
    .func_enter = prof_log_func_enter,
    .func_exit = prof_log_func_exit,
    .host_line = prof_log_host_line,
    .sample_install = prof_sampler_install,
    .sample_rearm = prof_sampler_rearm,
    .host_sample = prof_sampler_sample,
    .note_run = note_run,
};

void prof_install(void) { prof_sink_install(self(), &sink_ops); }

bool prof_set_host_mode(const char *mode) { return prof_sampler_set_mode(self(), mode); }

bool prof_set_device_model(const char *name) {
  const ProfDevice *d = prof_device_find(name);
  if (d) self()->device = d;
  return d != NULL;
}

/* The sink must reach this profiler before anything is recorded. */
void prof_enable(void) {
  prof_install();
  prof_log_enable(self());
}

void prof_disable(void) { prof_log_disable(self()); }

void prof_reset(void) { prof_log_reset(self()); }

void prof_report(FILE *out) {
  if (!prof_sink.on) return;
  prof_print_summary(self(), out);
  fflush(out);
}

char *prof_svg_string(size_t *len) {
  if (!prof_sink.on) return NULL;
  return prof_svg_render(self(), len);
}

static void set_path(char **slot, const char *path) {
  free(*slot);
  *slot = path ? strdup(path) : NULL;
}

void prof_set_trace_file(const char *path) { set_path(&self()->trace_path, path); }

bool prof_write_done(const char *what, const char *path, FILE *f) {
  int err = f ? 0 : errno;
  if (f && (ferror(f) | fclose(f))) err = errno ? errno : EIO;
  if (!err) return true;
  fprintf(stderr, "weft: cannot write the %s to '%s': %s\n", what, path, strerror(err));
  return false;
}
void prof_set_svg_file(const char *path) { set_path(&self()->svg_path, path); }

static void at_exit(void) {
  Prof *p = self();
  if (!prof_sink.on) return;
  prof_host_stop(p); /* no tick may land in the report or in other exit handlers */
  if (!p->ran) return;
  prof_freeze(p);
  prof_sample_close(p);
  rt_stdout_flush();
  fflush(stdout);
  if (p->report_out) prof_report(p->report_out);
  bool ok = (!p->trace_path || prof_write_trace(p, p->trace_path)) & (!p->svg_path || prof_write_svg(p, p->svg_path));
  if (!ok) {
    /* exit() may not be called from an exit handler: end here with the failure's status (the
     * program's output is flushed above, the only thing other exit handlers do) */
    fflush(NULL);
    _exit(1);
  }
}

static void at_exit_once(Prof *p) {
  if (!p->at_exit_installed) atexit(at_exit);
  p->at_exit_installed = true;
}

void prof_report_at_exit(FILE *out) {
  self()->report_out = out;
  at_exit_once(self());
}

void prof_device_totals(ProfDeviceTotals *t) {
  Prof *p = self();
  *t = (ProfDeviceTotals){.model = p->device->name, .measured = p->log.nk > 0};
  for (int i = 0; i < p->log.nk; i++) t->measured = t->measured && p->log.kernels[i]->measured_s > 0;
  for (int i = 0; i < p->log.nev; i++) {
    const ProfEvent *e = &p->log.ev[i];
    if (e->kind == PROF_EV_KERNEL) t->launches++, t->kernel_s += e->dur_us * 1e-6;
    if (e->kind == PROF_EV_COPY) t->copies++, t->copy_s += e->dur_us * 1e-6;
  }
}
