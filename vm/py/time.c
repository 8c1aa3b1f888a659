/* time.c — the time module (wall clock, monotonic and performance counters, an interruptible
 * sleep) and timeit's default_timer. */
#include <errno.h>
#include <math.h>
#include <time.h>

#include "../base/error.h"
#include "green.h"
#include "py.h"
#include "../obj/bigint.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

static int64_t clock_ns(clockid_t id) {
  struct timespec ts;
  clock_gettime(id, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static double clock_s(clockid_t id) {
  struct timespec ts;
  clock_gettime(id, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

#define CLOCK_FN(cname, pyname, expr)       \
  static Value cname(ARGS) {                \
    (void)self, (void)argv;                 \
    rt_check_nargs(pyname, argc, kw, 0, 0); \
    return expr;                            \
  }
CLOCK_FN(t_time, "time", rt_float(clock_s(CLOCK_REALTIME)))
CLOCK_FN(t_time_ns, "time_ns", rt_int(clock_ns(CLOCK_REALTIME)))
CLOCK_FN(t_perf_counter, "perf_counter", rt_float(clock_s(CLOCK_MONOTONIC)))
CLOCK_FN(t_perf_counter_ns, "perf_counter_ns", rt_int(clock_ns(CLOCK_MONOTONIC)))
CLOCK_FN(t_monotonic, "monotonic", rt_float(clock_s(CLOCK_MONOTONIC)))
CLOCK_FN(t_monotonic_ns, "monotonic_ns", rt_int(clock_ns(CLOCK_MONOTONIC)))
CLOCK_FN(t_process_time, "process_time", rt_float(clock_s(CLOCK_PROCESS_CPUTIME_ID)))

/* Sleeps in slices of at most 50 ms so Ctrl-C (rt_interrupted) ends it promptly. */
static Value t_sleep(ARGS) {
  (void)self;
  rt_check_args("time.sleep", argc, kw, 1, 1, RT_ARGS_ONE);
  if (rt_is_bigint(argv[0])) rt_raise(RT_EXC_OverflowError, "timestamp too large to convert to C _PyTime_t");
  if (rt_is_obj(argv[0]) && !rt_is_scalar_number(argv[0])) {
    rt_raise(RT_EXC_TypeError, "'%s' object cannot be interpreted as an integer",
             rt_type_name(argv[0]));
  }
  double secs = rt_to_double(argv[0], NULL);
  if (isnan(secs)) rt_raise(RT_EXC_ValueError, "Invalid value NaN (not a number)");
  if (secs < 0) rt_raise(RT_EXC_ValueError, "sleep length must be non-negative");
  if (secs * 1e9 >= 9223372036854775807.0) /* as nanoseconds in 64 bits: inf would be undefined */
    rt_raise(RT_EXC_OverflowError, "timestamp too large to convert to C _PyTime_t");
  if (py_green_sleep(secs)) return rt_none(); /* with threads started, the others run meanwhile */
  int64_t deadline = clock_ns(CLOCK_MONOTONIC) + (int64_t)(secs * 1e9);
  while (true) {
    rt_check_interrupt();
    int64_t left = deadline - clock_ns(CLOCK_MONOTONIC);
    if (left <= 0) break;
    if (left > 50000000) left = 50000000;
    struct timespec ts = {0, (long)left};
    nanosleep(&ts, NULL);
  }
  return rt_none();
}

void rt_time_module_init(Value m) {
  rt_module_add_fn(m, "time", t_time);
  rt_module_add_fn(m, "time_ns", t_time_ns);
  rt_module_add_fn(m, "perf_counter", t_perf_counter);
  rt_module_add_fn(m, "perf_counter_ns", t_perf_counter_ns);
  rt_module_add_fn(m, "monotonic", t_monotonic);
  rt_module_add_fn(m, "monotonic_ns", t_monotonic_ns);
  rt_module_add_fn(m, "process_time", t_process_time);
  rt_module_add_fn(m, "sleep", t_sleep);
  rt_time_struct_init(m);
}

void rt_timeit_module_init(Value m) {
  rt_module_set(m, "default_timer", rt_native_new("perf_counter", t_perf_counter));
  rt_timeit_funcs_init(m);
}
