/* unittest_result.c — unittest.TestResult (the lists and counts a run fills: testsRun, failures,
 * errors, skipped, expectedFailures, unexpectedSuccesses), TextTestResult (the progress on the
 * stream: a '.', 'F', 'E', 's', 'x' or 'u' per test, or with verbosity 2 the line
 * "test_x (__main__.T.test_x) ... ok") and TextTestRunner, whose run() prints the failure
 * blocks between '=' and '-' rules, "Ran N tests in 0.001s" and "OK" or
 * "FAILED (failures=1, errors=1)", as CPython 3.11 prints them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "py.h"
#include "unittest.h"

#define ARGS Value data, int argc, const Value *argv, const Kwargs *kw

/* The classes are borrowed: the module holds them. */
typedef struct ModState {
  Value result_class, runner_class, text_result_class;
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"unittest results", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

Value ut_result_class(void) { return mod_state()->result_class; }
Value ut_runner_class(void) { return mod_state()->runner_class; }

static const char *const SEP1 = "======================================================================";
static const char *const SEP2 = "----------------------------------------------------------------------";

/* ---- TestResult ---- */

static Value r_init(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "stream", "descriptions", "verbosity"};
  Value a[4];
  rt_parse_args("__init__", argc, argv, kw, 4, names, 1, a);
  Value self = a[0];
  static const char *const lists[] = {"failures", "errors", "skipped", "expectedFailures", "unexpectedSuccesses"};
  for (int k = 0; k < 5; k++) ut_set(self, lists[k], rt_list_new(0));
  ut_set(self, "testsRun", rt_int(0));
  ut_set(self, "shouldStop", rt_bool(false));
  ut_set(self, "failfast", rt_bool(false));
  ut_set(self, "buffer", rt_bool(false));
  ut_set(self, "_previousTestClass", rt_none());
  return rt_none();
}

static void append_to(Value self, const char *list, int n, const Value *items) {
  Value l = rt_getattr(self, list);
  int mark = rt_cleanup_push_value(&l);
  Value t = n == 1 ? (rt_incref(items[0]), items[0]) : rt_tuple_from(n, items);
  rt_list_append(l, t);
  rt_decref(t);
  rt_cleanup_pop(mark, true);
}

static void stop_if_failfast(Value self) {
  Value ff = ut_get(self, "failfast", rt_bool(false));
  bool yes = rt_truthy(ff);
  rt_decref(ff);
  if (yes) rt_setattr(self, "shouldStop", rt_bool(true));
}

/* (test, traceback text) into list */
static void add_error_to(Value self, const char *list, Value test, Value err) {
  Value text = rt_is_tuple(err) && RT_AS(Tuple, err)->n == 3 ? RT_AS(Tuple, err)->items[2] : err;
  Value items[2] = {test, text};
  append_to(self, list, 2, items);
}

static Value r_start_test(ARGS) {
  (void)data;
  rt_check_nargs("startTest", argc, kw, 2, 2);
  Value n = rt_getattr(argv[0], "testsRun");
  int mark = rt_cleanup_push_value(&n);
  Value m = rt_binop(RT_OP_ADD, n, rt_int(1));
  rt_cleanup_pop(mark, true);
  ut_set(argv[0], "testsRun", m);
  return rt_none();
}

static Value r_noop(ARGS) {
  (void)data, (void)argc, (void)argv, (void)kw;
  return rt_none();
}

static Value r_add_error(ARGS) {
  (void)data;
  rt_check_nargs("addError", argc, kw, 3, 3);
  add_error_to(argv[0], "errors", argv[1], argv[2]);
  stop_if_failfast(argv[0]);
  return rt_none();
}

static Value r_add_failure(ARGS) {
  (void)data;
  rt_check_nargs("addFailure", argc, kw, 3, 3);
  add_error_to(argv[0], "failures", argv[1], argv[2]);
  stop_if_failfast(argv[0]);
  return rt_none();
}

static bool is_failure(Value err) {
  return rt_is_tuple(err) && RT_AS(Tuple, err)->n == 3 &&
         rt_is_exception(RT_AS(Tuple, err)->items[1]) && rt_exception_matches(RT_AS(Tuple, err)->items[1], rt_exc_class(RT_EXC_AssertionError));
}

static Value r_add_subtest(ARGS) {
  (void)data;
  rt_check_nargs("addSubTest", argc, kw, 4, 4);
  if (rt_is_none(argv[3])) return rt_none();
  add_error_to(argv[0], is_failure(argv[3]) ? "failures" : "errors", argv[2], argv[3]);
  stop_if_failfast(argv[0]);
  return rt_none();
}

static Value r_add_skip(ARGS) {
  (void)data;
  rt_check_nargs("addSkip", argc, kw, 3, 3);
  append_to(argv[0], "skipped", 2, argv + 1);
  return rt_none();
}

static Value r_add_expected_failure(ARGS) {
  (void)data;
  rt_check_nargs("addExpectedFailure", argc, kw, 3, 3);
  add_error_to(argv[0], "expectedFailures", argv[1], argv[2]);
  return rt_none();
}

static Value r_add_unexpected_success(ARGS) {
  (void)data;
  rt_check_nargs("addUnexpectedSuccess", argc, kw, 2, 2);
  append_to(argv[0], "unexpectedSuccesses", 1, argv + 1);
  stop_if_failfast(argv[0]);
  return rt_none();
}

static int64_t count(Value self, const char *list) {
  Value l = ut_get(self, list, rt_none());
  int mark = rt_cleanup_push_value(&l);
  int64_t n = rt_is_none(l) ? 0 : rt_len(l);
  rt_cleanup_pop(mark, true);
  return n;
}

static Value r_was_successful(ARGS) {
  (void)data;
  rt_check_nargs("wasSuccessful", argc, kw, 1, 1);
  Value self = argv[0];
  return rt_bool(count(self, "failures") == 0 && count(self, "errors") == 0 && count(self, "unexpectedSuccesses") == 0);
}

static Value r_stop(ARGS) {
  (void)data;
  rt_check_nargs("stop", argc, kw, 1, 1);
  rt_setattr(argv[0], "shouldStop", rt_bool(true));
  return rt_none();
}

/* "<unittest.result.TestResult run=1 errors=0 failures=1>" (the class's module and name) */
static Value r_repr(ARGS) {
  (void)data;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  Value n = rt_getattr(argv[0], "testsRun");
  int mark = rt_cleanup_push_value(&n);
  Value r = rt_repr(n);
  rt_cleanup_push_value(&r);
  ClassObj *c = rt_user_class_of(argv[0]);
  const char *mod = c == RT_AS(ClassObj, ut_result_class()) ? "unittest.result."
                    : c == RT_AS(ClassObj, mod_state()->text_result_class) ? "unittest.runner."
                                                              : "__main__.";
  Value s = rt_str_printf("<%s%s run=%s errors=%lld failures=%lld>", mod, c->qualname, rt_str_data(r),
                          (long long)count(argv[0], "errors"), (long long)count(argv[0], "failures"));
  rt_cleanup_pop(mark, true);
  return s;
}

/* ---- TextTestResult ---- */

static void writeln(Value stream, const char *text) {
  Value s = rt_str_printf("%s\n", text);
  int mark = rt_cleanup_push_value(&s);
  rt_decref(ut_call(stream, "write", 1, &s));
  rt_cleanup_pop(mark, true);
}

/* stream.flush(), where CPython's runner flushes (a stream without one fails as there) */
static void flush(Value stream) { rt_decref(ut_call(stream, "flush", 0, NULL)); }

static bool flag(Value self, const char *name) {
  Value v = ut_get(self, name, rt_bool(false));
  bool yes = rt_truthy(v);
  rt_decref(v);
  return yes;
}

static Value tr_init(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "stream", "descriptions", "verbosity"};
  Value a[4];
  rt_parse_args("__init__", argc, argv, kw, 4, names, 4, a);
  rt_decref(r_init(rt_none(), 1, a, NULL));
  Value self = a[0];
  rt_setattr(self, "stream", a[1]);
  rt_setattr(self, "descriptions", a[2]);
  int64_t v = rt_to_index(a[3], "verbosity");
  ut_set(self, "showAll", rt_bool(v > 1));
  ut_set(self, "dots", rt_bool(v == 1));
  ut_set(self, "_newline", rt_bool(true));
  return rt_none();
}

/* getDescription(test): str(test), and the docstring's first line under descriptions */
static Value tr_get_description(ARGS) {
  (void)data;
  rt_check_nargs("getDescription", argc, kw, 2, 2);
  Value doc = ut_call(argv[1], "shortDescription", 0, NULL);
  int mark = rt_cleanup_push_value(&doc);
  Value s = rt_to_str(argv[1]);
  if (flag(argv[0], "descriptions") && rt_truthy(doc)) {
    rt_cleanup_push_value(&s);
    Value d = rt_to_str(doc);
    rt_cleanup_push_value(&d);
    Value j = rt_str_printf("%s\n%s", rt_str_data(s), rt_str_data(d));
    rt_cleanup_pop(mark, true);
    return j;
  }
  rt_cleanup_pop(mark, true);
  return s;
}

static Value description(Value self, Value test) { return ut_call(self, "getDescription", 1, &test); }

static Value tr_start_test(ARGS) {
  (void)data;
  rt_check_nargs("startTest", argc, kw, 2, 2);
  rt_decref(r_start_test(rt_none(), argc, argv, kw));
  if (!flag(argv[0], "showAll")) return rt_none();
  Value stream = rt_getattr(argv[0], "stream");
  int mark = rt_cleanup_push_value(&stream);
  Value d = description(argv[0], argv[1]);
  rt_cleanup_push_value(&d);
  ut_write(stream, rt_str_data(d));
  ut_write(stream, " ... ");
  flush(stream);
  rt_cleanup_pop(mark, true);
  ut_set(argv[0], "_newline", rt_bool(false));
  return rt_none();
}

/* The verbose status of test ("ok", "FAIL", ...), or in dots mode its letter. A subtest's
 * status goes on a line of its own, indented. */
static void status(Value self, Value test, const char *verbose, const char *dot, bool subtest) {
  Value stream = rt_getattr(self, "stream"), d = rt_undef();
  int mark = rt_cleanup_push_value(&stream);
  rt_cleanup_push_value(&d);
  if (flag(self, "showAll")) {
    bool newline = flag(self, "_newline");
    if (subtest || newline) {
      if (!newline) ut_write(stream, "\n");
      if (subtest) ut_write(stream, "  ");
      d = description(self, test);
      ut_write(stream, rt_str_data(d));
      ut_write(stream, " ... ");
    }
    writeln(stream, verbose);
    flush(stream);
    ut_set(self, "_newline", rt_bool(true));
  } else if (flag(self, "dots")) {
    ut_write(stream, dot);
    flush(stream);
  }
  rt_cleanup_pop(mark, true);
}

static Value tr_add_success(ARGS) {
  (void)data;
  rt_check_nargs("addSuccess", argc, kw, 2, 2);
  status(argv[0], argv[1], "ok", ".", false);
  return rt_none();
}

static Value tr_add_error(ARGS) {
  rt_decref(r_add_error(data, argc, argv, kw));
  status(argv[0], argv[1], "ERROR", "E", false);
  return rt_none();
}

static Value tr_add_failure(ARGS) {
  rt_decref(r_add_failure(data, argc, argv, kw));
  status(argv[0], argv[1], "FAIL", "F", false);
  return rt_none();
}

static Value tr_add_subtest(ARGS) {
  rt_check_nargs("addSubTest", argc, kw, 4, 4);
  if (!rt_is_none(argv[3])) {
    bool fail = is_failure(argv[3]);
    status(argv[0], argv[2], fail ? "FAIL" : "ERROR", fail ? "F" : "E", true);
  }
  return r_add_subtest(data, argc, argv, kw);
}

static Value tr_add_skip(ARGS) {
  rt_decref(r_add_skip(data, argc, argv, kw));
  Value r = rt_repr(argv[2]);
  int mark = rt_cleanup_push_value(&r);
  Value s = rt_str_printf("skipped %s", rt_str_data(r));
  rt_cleanup_push_value(&s);
  status(argv[0], argv[1], rt_str_data(s), "s", false);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value tr_add_expected_failure(ARGS) {
  rt_decref(r_add_expected_failure(data, argc, argv, kw));
  status(argv[0], argv[1], "expected failure", "x", false);
  return rt_none();
}

static Value tr_add_unexpected_success(ARGS) {
  rt_decref(r_add_unexpected_success(data, argc, argv, kw));
  status(argv[0], argv[1], "unexpected success", "u", false);
  return rt_none();
}

static void print_error_list(Value self, Value stream, const char *flavour, const char *list) {
  Value l = rt_getattr(self, list);
  int mark = rt_cleanup_push_value(&l);
  for (int64_t k = 0; k < RT_AS(List, l)->n; k++) {
    Value pair = RT_AS(List, l)->items[k];
    writeln(stream, SEP1);
    Value d = description(self, RT_AS(Tuple, pair)->items[0]);
    rt_cleanup_push_value(&d);
    Value line = rt_str_printf("%s: %s", flavour, rt_str_data(d));
    rt_cleanup_push_value(&line);
    writeln(stream, rt_str_data(line));
    writeln(stream, SEP2);
    Value text = rt_to_str(RT_AS(Tuple, pair)->items[1]);
    rt_cleanup_push_value(&text);
    writeln(stream, rt_str_data(text));
    flush(stream);
    rt_cleanup_pop(mark + 1, true);
  }
  rt_cleanup_pop(mark, true);
}

static Value tr_print_errors(ARGS) {
  (void)data;
  rt_check_nargs("printErrors", argc, kw, 1, 1);
  Value self = argv[0];
  Value stream = rt_getattr(self, "stream");
  int mark = rt_cleanup_push_value(&stream);
  if (flag(self, "dots") || flag(self, "showAll")) ut_write(stream, "\n"), flush(stream);
  print_error_list(self, stream, "ERROR", "errors");
  print_error_list(self, stream, "FAIL", "failures");
  Value l = ut_get(self, "unexpectedSuccesses", rt_none());
  rt_cleanup_push_value(&l);
  if (rt_is_list(l) && RT_AS(List, l)->n > 0) {
    writeln(stream, SEP1);
    for (int64_t k = 0; k < RT_AS(List, l)->n; k++) {
      Value d = description(self, RT_AS(List, l)->items[k]);
      rt_cleanup_push_value(&d);
      Value line = rt_str_printf("UNEXPECTED SUCCESS: %s", rt_str_data(d));
      rt_cleanup_push_value(&line);
      writeln(stream, rt_str_data(line));
      rt_cleanup_pop(mark + 2, true);
    }
    flush(stream);
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* ---- TextTestRunner ---- */

static Value runner_init(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "stream", "descriptions", "verbosity", "failfast", "buffer", "resultclass", "warnings", "tb_locals"};
  Value a[9];
  rt_parse_args("__init__", argc, argv, kw, 9, names, 1, a);
  Value self = a[0];
  if (rt_is_undef(a[1]) || rt_is_none(a[1])) ut_set(self, "stream", py_std_stream(2));
  else rt_setattr(self, "stream", a[1]);
  rt_setattr(self, "descriptions", rt_is_undef(a[2]) ? rt_bool(true) : a[2]);
  rt_setattr(self, "verbosity", rt_is_undef(a[3]) ? rt_int(1) : a[3]);
  rt_setattr(self, "failfast", rt_is_undef(a[4]) ? rt_bool(false) : a[4]);
  rt_setattr(self, "buffer", rt_is_undef(a[5]) ? rt_bool(false) : a[5]);
  rt_setattr(self, "resultclass", rt_is_undef(a[6]) || rt_is_none(a[6]) ? mod_state()->text_result_class : a[6]);
  rt_setattr(self, "warnings", rt_is_undef(a[7]) ? rt_none() : a[7]);
  rt_setattr(self, "tb_locals", rt_is_undef(a[8]) ? rt_bool(false) : a[8]);
  return rt_none();
}

static Value runner_make_result(ARGS) {
  (void)data;
  rt_check_nargs("_makeResult", argc, kw, 1, 1);
  Value self = argv[0];
  Value args[3] = {rt_getattr(self, "stream"), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&args[0]);
  rt_cleanup_push_value(&args[1]);
  rt_cleanup_push_value(&args[2]);
  args[1] = rt_getattr(self, "descriptions");
  args[2] = rt_getattr(self, "verbosity");
  Value cls = rt_getattr(self, "resultclass");
  rt_cleanup_push_value(&cls);
  Value r = rt_call(cls, 3, args, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The summary line: "OK", "OK (skipped=1)", "FAILED (failures=1, errors=2)" */
static void print_summary(Value stream, Value result) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  Value ok = ut_call(result, "wasSuccessful", 0, NULL);
  bool good = rt_truthy(ok);
  rt_decref(ok);
  int64_t n;
  if (!good) {
    if ((n = count(result, "failures"))) rt_sb_printf(&sb, "%sfailures=%lld", sb.len ? ", " : "", (long long)n);
    if ((n = count(result, "errors"))) rt_sb_printf(&sb, "%serrors=%lld", sb.len ? ", " : "", (long long)n);
  }
  if ((n = count(result, "skipped"))) rt_sb_printf(&sb, "%sskipped=%lld", sb.len ? ", " : "", (long long)n);
  if ((n = count(result, "expectedFailures")))
    rt_sb_printf(&sb, "%sexpected failures=%lld", sb.len ? ", " : "", (long long)n);
  if ((n = count(result, "unexpectedSuccesses")))
    rt_sb_printf(&sb, "%sunexpected successes=%lld", sb.len ? ", " : "", (long long)n);
  Value line = sb.len ? rt_str_printf("%s (%.*s)", good ? "OK" : "FAILED", (int)sb.len, sb.data)
                      : rt_str_from_c(good ? "OK" : "FAILED");
  rt_cleanup_pop(mark, true);
  mark = rt_cleanup_push_value(&line);
  writeln(stream, rt_str_data(line));
  rt_cleanup_pop(mark, true);
}

/* run(test): the result */
static Value runner_run(ARGS) {
  (void)data;
  rt_check_nargs("run", argc, kw, 2, 2);
  Value self = argv[0], test = argv[1];
  Value result = ut_call(self, "_makeResult", 0, NULL);
  int mark = rt_cleanup_push_value(&result);
  Value ff = rt_getattr(self, "failfast");
  ut_set(result, "failfast", ff);
  double t0 = now();
  Value m;
  if (rt_try_getattr(result, "startTestRun", &m)) rt_decref(rt_call(m, 0, NULL, NULL)), rt_decref(m);
  rt_decref(rt_call(test, 1, &result, NULL));
  if (rt_try_getattr(result, "stopTestRun", &m)) rt_decref(rt_call(m, 0, NULL, NULL)), rt_decref(m);
  double taken = now() - t0;
  rt_decref(ut_call(result, "printErrors", 0, NULL));
  Value stream = rt_getattr(self, "stream");
  rt_cleanup_push_value(&stream);
  Value sep = rt_undef();
  rt_cleanup_push_value(&sep);
  if (rt_try_getattr(result, "separator2", &sep)) writeln(stream, rt_str_data(sep));
  Value run = rt_getattr(result, "testsRun");
  rt_cleanup_push_value(&run);
  int64_t n = rt_to_index(run, "testsRun");
  char line[96];
  snprintf(line, sizeof line, "Ran %lld test%s in %.3fs\n", (long long)n, n != 1 ? "s" : "", taken);
  writeln(stream, line);
  print_summary(stream, result);
  flush(stream);
  rt_incref(result);
  rt_cleanup_pop(mark, true);
  return result;
}

static const UtMethod result_methods[] = {
    {"__init__", r_init, UT_PLAIN},
    {"__repr__", r_repr, UT_PLAIN},
    {"startTest", r_start_test, UT_PLAIN},
    {"stopTest", r_noop, UT_PLAIN},
    {"startTestRun", r_noop, UT_PLAIN},
    {"stopTestRun", r_noop, UT_PLAIN},
    {"printErrors", r_noop, UT_PLAIN},
    {"addSuccess", r_noop, UT_PLAIN},
    {"addError", r_add_error, UT_PLAIN},
    {"addFailure", r_add_failure, UT_PLAIN},
    {"addSubTest", r_add_subtest, UT_PLAIN},
    {"addSkip", r_add_skip, UT_PLAIN},
    {"addExpectedFailure", r_add_expected_failure, UT_PLAIN},
    {"addUnexpectedSuccess", r_add_unexpected_success, UT_PLAIN},
    {"wasSuccessful", r_was_successful, UT_PLAIN},
    {"stop", r_stop, UT_PLAIN},
    {NULL, NULL, 0}};

static const UtMethod text_result_methods[] = {
    {"__init__", tr_init, UT_PLAIN},
    {"getDescription", tr_get_description, UT_PLAIN},
    {"startTest", tr_start_test, UT_PLAIN},
    {"addSuccess", tr_add_success, UT_PLAIN},
    {"addError", tr_add_error, UT_PLAIN},
    {"addFailure", tr_add_failure, UT_PLAIN},
    {"addSubTest", tr_add_subtest, UT_PLAIN},
    {"addSkip", tr_add_skip, UT_PLAIN},
    {"addExpectedFailure", tr_add_expected_failure, UT_PLAIN},
    {"addUnexpectedSuccess", tr_add_unexpected_success, UT_PLAIN},
    {"printErrors", tr_print_errors, UT_PLAIN},
    {NULL, NULL, 0}};

static const UtMethod runner_methods[] = {
    {"__init__", runner_init, UT_PLAIN},
    {"_makeResult", runner_make_result, UT_PLAIN},
    {"run", runner_run, UT_PLAIN},
    {NULL, NULL, 0}};

void ut_result_init(Value m) {
  ModState *st = mod_state();
  st->result_class = ut_class_new("TestResult", rt_undef(), result_methods);
  rt_module_set(m, "TestResult", ut_result_class());
  st->text_result_class = ut_class_new("TextTestResult", ut_result_class(), text_result_methods);
  rt_class_set(RT_AS(ClassObj, st->text_result_class), "separator1", rt_str_from_c(SEP1));
  rt_class_set(RT_AS(ClassObj, st->text_result_class), "separator2", rt_str_from_c(SEP2));
  rt_module_set(m, "TextTestResult", st->text_result_class);
  st->runner_class = ut_class_new("TextTestRunner", rt_undef(), runner_methods);
  rt_module_set(m, "TextTestRunner", ut_runner_class());
}
