/* timeit.c — timeit.timeit and timeit.repeat: a statement (text or a callable) run `number`
 * times after its setup, timed with the monotonic clock. Text runs as CPython runs it: setup
 * and the loop in one function, so names the setup binds are visible to the statement, in a
 * namespace of its own (or a copy of `globals`). */
#include <string.h>
#include <time.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/value.h"
#include "modlib.h"
#include "py.h"

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Each line of text indented by `indent` spaces. */
static void put_lines(StrBuf *sb, const char *text, int indent) {
  for (const char *p = text;;) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    rt_sb_printf(sb, "%*s%.*s\n", indent, "", (int)n, p);
    if (!e) break;
    p = e + 1;
  }
}

/* The function that runs setup then the statement n times (a new reference). */
static Value make_runner(Value stmt, Value setup, Value globals) {
  if (!rt_is_str(stmt) || !rt_is_str(setup)) rt_raise(RT_EXC_ValueError, "stmt is neither a string nor callable");
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "def __weft_timeit_runner(__weft_n):\n");
  put_lines(&sb, rt_str_data(setup), 4);
  rt_sb_puts(&sb, "    for __weft_i in range(__weft_n):\n");
  put_lines(&sb, rt_str_data(stmt), 8);
  rt_sb_puts(&sb, "        pass\n");
  Value ns = rt_is_undef(globals) || rt_is_none(globals) ? rt_dict_new() : rt_call(rt_builtin_lookup("dict"), 1, &globals, NULL);
  rt_cleanup_push_value(&ns);
  Value src = rt_str_new(sb.data, sb.len);
  rt_cleanup_push_value(&src);
  Value args[2] = {src, ns};
  rt_decref(rt_call(rt_builtin_lookup("exec"), 2, args, NULL));
  Value fn = rt_dict_get_str(ns, "__weft_timeit_runner");
  rt_incref(fn);
  rt_cleanup_pop(mark, true);
  return fn;
}

/* Seconds for one run of `number` executions. */
static double time_once(Value stmt, Value setup, Value globals, int64_t number) {
  bool call = !rt_is_str(stmt);
  if (call || !rt_is_str(setup)) {
    if (!rt_is_str(setup)) rt_decref(rt_call(setup, 0, NULL, NULL));
    double t0 = now();
    for (int64_t i = 0; i < number; i++) {
      if (call) rt_decref(rt_call(stmt, 0, NULL, NULL));
    }
    if (!call) rt_raise(RT_EXC_ValueError, "stmt is neither a string nor callable");
    return now() - t0;
  }
  Value fn = make_runner(stmt, setup, globals);
  int mark = rt_cleanup_push_value(&fn);
  Value n = rt_int(number);
  double t0 = now();
  rt_decref(rt_call(fn, 1, &n, NULL));
  double t = now() - t0;
  rt_cleanup_pop(mark, true);
  return t;
}

static Value arg_or(Value v, const char *dflt) { return rt_is_undef(v) ? rt_str_from_c(dflt) : (rt_incref(v), v); }

/* timeit.timeit and timeit.repeat take the same arguments but repeat's count, which repeat()
 * has between timer and number: timeit's are bound, then moved to repeat's places. */
static Value time_runs(bool repeat, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"stmt", "setup", "timer", "repeat", "number", "globals"};
  static const char *const timeit_names[] = {"stmt", "setup", "timer", "number", "globals"};
  Value a[6];
  if (repeat) {
    rt_bind_pyargs("repeat", argc, argv, kw, 6, names, 0, a);
  } else {
    rt_bind_pyargs("timeit", argc, argv, kw, 5, timeit_names, 0, a);
    a[5] = a[4], a[4] = a[3], a[3] = rt_undef();
  }
  Value stmt = arg_or(a[0], "pass"), setup = rt_undef(), out = rt_undef();
  int mark = rt_cleanup_push_value(&stmt);
  rt_cleanup_push_value(&setup);
  rt_cleanup_push_value(&out);
  setup = arg_or(a[1], "pass");
  int64_t rep = rt_is_undef(a[3]) ? 5 : rt_to_index(a[3], "repeat");
  int64_t number = rt_is_undef(a[4]) ? 1000000 : rt_to_index(a[4], "number");
  if (repeat) {
    out = rt_list_new(0);
    for (int64_t r = 0; r < rep; r++) rt_list_append(out, rt_float(time_once(stmt, setup, a[5], number)));
    rt_incref(out);
  } else {
    out = rt_float(time_once(stmt, setup, a[5], number));
  }
  rt_cleanup_pop(mark, true);
  return out;
}

static Value t_timeit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return time_runs(false, argc, argv, kw);
}

static Value t_repeat(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return time_runs(true, argc, argv, kw);
}

void rt_timeit_funcs_init(Value m) {
  rt_module_add_fn(m, "timeit", t_timeit);
  rt_module_add_fn(m, "repeat", t_repeat);
}
