/* timeit.c — timeit.timeit, timeit.repeat and timeit.Timer: a statement (text or a callable)
 * run `number` times after its setup, timed with the monotonic clock. Text runs as CPython runs it: setup
 * and the loop in one function, so names the setup binds are visible to the statement, in a
 * namespace of its own (or a copy of `globals`). */
#include <string.h>
#include <time.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
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
  /* CPython's Timer first compiles setup, then setup + "\n" + stmt, outside a function: a
   * SyntaxError names <timeit-src> and the line there */
  rt_sb_puts(&sb, rt_str_data(setup));
  rt_sb_putc(&sb, '\n');
  rt_sb_puts(&sb, rt_str_data(stmt));
  Value cargs[3] = {rt_str_new(sb.data, sb.len), rt_str_from_c("<timeit-src>"), rt_str_from_c("exec")};
  for (int k = 0; k < 3; k++) rt_cleanup_push_value(&cargs[k]);
  for (int k = 0; k < 2; k++) {
    Value code_args[3] = {k == 0 ? setup : cargs[0], cargs[1], cargs[2]};
    rt_decref(rt_call(rt_builtin_lookup("compile"), 3, code_args, NULL));
  }
  sb.len = 0;
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

/* ---- timeit.Timer: stmt, setup and globals kept on the instance; text is compiled once at
 * construction, so a SyntaxError is raised there as CPython's Timer() does ---- */

static Value timer_get(Value self, const char *name) { return rt_getattr(self, name); }

static bool is_callable(Value v) {
  Value r = rt_call(rt_builtin_lookup("callable"), 1, &v, NULL);
  bool yes = rt_truthy(r);
  rt_decref(r);
  return yes;
}

static Value timer_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  static const char *const names[] = {"self", "stmt", "setup", "timer", "globals"};
  Value a[5];
  py_parse_pyargs("Timer.__init__", argc, argv, kw, 5, names, 1, a);
  Value stmt = arg_or(a[1], "pass"), setup = rt_undef();
  int mark = rt_cleanup_push_value(&stmt);
  rt_cleanup_push_value(&setup);
  setup = arg_or(a[2], "pass");
  if (!rt_is_str(stmt) && !is_callable(stmt)) rt_raise(RT_EXC_ValueError, "stmt is neither a string nor callable");
  if (!rt_is_str(setup) && !is_callable(setup)) rt_raise(RT_EXC_ValueError, "setup is neither a string nor callable");
  Value globals = rt_is_undef(a[4]) ? rt_none() : a[4];
  if (rt_is_str(stmt) && rt_is_str(setup)) rt_decref(make_runner(stmt, setup, globals));
  rt_setattr(a[0], "_stmt", stmt);
  rt_setattr(a[0], "_setup", setup);
  rt_setattr(a[0], "_globals", globals);
  if (!rt_is_undef(a[3])) rt_setattr(a[0], "timer", a[3]);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* One run of `number` executions of the instance's statement, in seconds. */
static double timer_run(Value self, int64_t number) {
  Value v[3] = {timer_get(self, "_stmt"), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&v[0]);
  rt_cleanup_push_value(&v[1]);
  rt_cleanup_push_value(&v[2]);
  v[1] = timer_get(self, "_setup");
  v[2] = timer_get(self, "_globals");
  double t = time_once(v[0], v[1], v[2], number);
  rt_cleanup_pop(mark, true);
  return t;
}

static Value timer_timeit(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  static const char *const names[] = {"self", "number"};
  Value a[2];
  py_parse_pyargs("Timer.timeit", argc, argv, kw, 2, names, 1, a);
  int64_t number = rt_is_undef(a[1]) ? 1000000 : rt_to_index(a[1], "number");
  return rt_float(timer_run(a[0], number));
}

static Value timer_repeat(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  static const char *const names[] = {"self", "repeat", "number"};
  Value a[3];
  py_parse_pyargs("Timer.repeat", argc, argv, kw, 3, names, 1, a);
  int64_t rep = rt_is_undef(a[1]) ? 5 : rt_to_index(a[1], "repeat");
  int64_t number = rt_is_undef(a[2]) ? 1000000 : rt_to_index(a[2], "number");
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  for (int64_t r = 0; r < rep; r++) {
    Value t = rt_float(timer_run(a[0], number));
    rt_list_append(out, t);
    rt_decref(t);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

/* Timer.autorange(callback=None): numbers 1, 2, 5, 10, 20, 50, ... until a run takes 0.2 s;
 * (number, seconds) of that run, callback(number, seconds) told of each. */
static Value timer_autorange(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  static const char *const names[] = {"self", "callback"};
  Value a[2];
  py_parse_pyargs("Timer.autorange", argc, argv, kw, 2, names, 1, a);
  for (int64_t base = 1;; base *= 10) {
    static const int steps[] = {1, 2, 5};
    for (int k = 0; k < 3; k++) {
      if (base > INT64_MAX / 10) rt_raise(RT_EXC_OverflowError, "autorange: number too large");
      int64_t number = base * steps[k];
      double t = timer_run(a[0], number);
      Value pair[2] = {rt_int(number), rt_float(t)};
      if (!rt_is_undef(a[1]) && !rt_is_none(a[1])) rt_decref(rt_call(a[1], 2, pair, NULL));
      if (t >= 0.2) return rt_tuple_from(2, pair);
    }
  }
}

static Value timer_class(Value default_timer) {
  Value ns = rt_dict_new();
  int mark = rt_cleanup_push_value(&ns);
  static const struct {
    const char *name;
    NativeFn fn;
  } ms[] = {{"__init__", timer_init}, {"timeit", timer_timeit}, {"repeat", timer_repeat}, {"autorange", timer_autorange}};
  for (size_t k = 0; k < sizeof ms / sizeof ms[0]; k++) {
    char qual[64];
    snprintf(qual, sizeof qual, "Timer.%s", ms[k].name);
    Value f = rt_native_method_new(ms[k].name, qual, ms[k].fn, rt_none());
    rt_dict_set_str(ns, ms[k].name, f);
    rt_decref(f);
  }
  Value doc = rt_str_from_c(
      "Class for timing execution speed of small code snippets.\n\n"
      "    The constructor takes a statement to be timed, an additional\n"
      "    statement used for setup, and a timer function.  Both statements\n"
      "    default to 'pass'; the timer function is platform-dependent (see\n"
      "    module doc string).  If 'globals' is specified, the code will be\n"
      "    executed within that namespace (as opposed to inside timeit's\n"
      "    namespace).\n\n"
      "    To measure the execution time of the first statement, use the\n"
      "    timeit() method.  The repeat() method is a convenience to call\n"
      "    timeit() multiple times and return a list of results.\n\n"
      "    The statements may contain newlines, as long as they don't contain\n"
      "    multi-line string literals.\n    ");
  rt_dict_set_str(ns, "__doc__", doc);
  rt_decref(doc);
  rt_dict_set_str(ns, "timer", default_timer);
  Value obj = rt_object_class();
  Value args[3] = {rt_str_from_c("Timer"), rt_tuple_from(1, &obj), ns};
  Value cls = rt_type_make(NULL, args, rt_undef());
  rt_decref(args[0]);
  rt_decref(args[1]);
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("timeit"));
  rt_cleanup_pop(mark, true);
  return cls;
}

void rt_timeit_funcs_init(Value m) {
  rt_module_add_fn(m, "timeit", t_timeit);
  rt_module_add_fn(m, "repeat", t_repeat);
  Value dt = rt_getattr(m, "default_timer");
  int mark = rt_cleanup_push_value(&dt);
  rt_module_set(m, "Timer", timer_class(dt));
  rt_cleanup_pop(mark, true);
}
