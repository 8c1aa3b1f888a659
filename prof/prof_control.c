/* prof_control.c — turning the profiler on and choosing its outputs: the entry points repl/main.c
 * calls for --profile, --device-model, --trace and --profile-svg, the report at exit, and the
 * environment variables (WEFT_PROFILE=1|sample|exact, WEFT_DEVICE_MODEL, WEFT_TRACE, WEFT_PROFILE_SVG) read
 * before main so the profiler works before the command line is wired. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../vm/base/io.h"

#include "prof_internal.h"

static char *trace_path, *svg_path;
static FILE *report_out;
static bool at_exit_installed;
static bool ran;

void prof_note_run(void) { ran = true; }

static void set_path(char **slot, const char *path) {
  free(*slot);
  *slot = path ? strdup(path) : NULL;
}

void prof_set_trace_file(const char *path) { set_path(&trace_path, path); }

bool prof_write_done(const char *what, const char *path, FILE *f) {
  int err = f ? 0 : errno;
  if (f && (ferror(f) | fclose(f))) err = errno ? errno : EIO;
  if (!err) return true;
  fprintf(stderr, "weft: cannot write the %s to '%s': %s\n", what, path, strerror(err));
  return false;
}
void prof_set_svg_file(const char *path) { set_path(&svg_path, path); }

static void at_exit(void) {
  if (!prof_on) return;
  prof_host_stop(); /* no tick may land in the report or in other exit handlers */
  if (!ran) return;
  prof_freeze();
  prof_sample_close();
  rt_stdout_flush();
  fflush(stdout);
  if (report_out) prof_report(report_out);
  bool ok = (!trace_path || prof_write_trace(trace_path)) & (!svg_path || prof_write_svg(svg_path));
  if (!ok) {
    /* exit() may not be called from an exit handler: end here with the failure's status (the
     * program's output is flushed above, the only thing other exit handlers do) */
    fflush(NULL);
    _exit(1);
  }
}

void prof_report_at_exit(FILE *out) {
  report_out = out;
  if (!at_exit_installed) atexit(at_exit);
  at_exit_installed = true;
}

/* Trace or SVG output alone turns the log on too, without the printed summary. */
static void outputs_at_exit(void) {
  prof_enable();
  if (!at_exit_installed) atexit(at_exit);
  at_exit_installed = true;
}

__attribute__((constructor)) static void prof_env_init(void) {
  const char *model = getenv("WEFT_DEVICE_MODEL");
  if (model && *model && !prof_set_device_model(model)) {
    fprintf(stderr, "weft: unknown device model '%s' in WEFT_DEVICE_MODEL (models: %s)\n", model, prof_device_names());
    exit(2);
  }
  const char *p = getenv("WEFT_PROFILE"); /* a bad value is left to repl/options.c to report */
  if (p && *p && strcmp(p, "0") != 0 && prof_set_host_mode(strcmp(p, "1") == 0 ? "sample" : p)) {
    prof_enable();
    prof_report_at_exit(stderr);
  }
  const char *t = getenv("WEFT_TRACE"), *s = getenv("WEFT_PROFILE_SVG");
  if (t && *t) prof_set_trace_file(t), outputs_at_exit();
  if (s && *s) prof_set_svg_file(s), outputs_at_exit();
}
