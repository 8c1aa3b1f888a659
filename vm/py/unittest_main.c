/* unittest_main.c — the unittest module: TestSuite (runs its tests in order, calling each
 * class's setUpClass before its first test and tearDownClass after its last, a failure there
 * reported as the error of "setUpClass (__main__.T)"), TestLoader (the methods whose names
 * start with "test", sorted; the TestCase classes of the main program, by name), main() (the
 * program's tests, run by a TextTestRunner; setUpModule and tearDownModule of the program around
 * them, then SystemExit unless exit=False; -v, -q, -f and
 * test names on the command line), and the decorators skip, skipIf, skipUnless and
 * expectedFailure, which mark the function or class with CPython's attributes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
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
  Value suite_class, loader_class, holder_class, program_class;
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"unittest.main", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

Value ut_suite_class(void) { return mod_state()->suite_class; }

static bool is_suite(Value v) { return rt_isinstance_class(v, ut_suite_class()); }

/* ---- TestSuite ---- */

static Value s_add_test(ARGS) {
  (void)data;
  rt_check_nargs("addTest", argc, kw, 2, 2);
  Value t = argv[1];
  if (rt_is_class(t) && (rt_class_is_subclass(RT_AS(ClassObj, t), RT_AS(ClassObj, ut_testcase_class())) ||
                         rt_class_is_subclass(RT_AS(ClassObj, t), RT_AS(ClassObj, ut_suite_class()))))
    rt_raise(RT_EXC_TypeError, "TestCases and TestSuites must be instantiated before passing them to addTest()");
  Value callable = rt_call(rt_builtin_lookup("callable"), 1, &t, NULL);
  if (!rt_truthy(callable)) {
    Value r = rt_repr(t);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "%s is not callable", rt_str_data(r));
  }
  Value l = rt_getattr(argv[0], "_tests");
  rt_list_append(l, t);
  rt_decref(l);
  return rt_none();
}

static Value s_add_tests(ARGS) {
  (void)data;
  rt_check_nargs("addTests", argc, kw, 2, 2);
  if (rt_is_str(argv[1])) rt_raise(RT_EXC_TypeError, "tests must be an iterable of tests, not a string");
  Value it = rt_iter(argv[1]), t;
  int mark = rt_cleanup_push_value(&it);
  while (rt_next(it, &t)) {
    rt_cleanup_push_value(&t);
    rt_decref(ut_call(argv[0], "addTest", 1, &t));
    rt_cleanup_pop(mark + 1, true);
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value s_init(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "tests"};
  Value a[2];
  rt_parse_args("__init__", argc, argv, kw, 2, names, 1, a);
  ut_set(a[0], "_tests", rt_list_new(0));
  if (!rt_is_undef(a[1])) rt_decref(s_add_tests(rt_none(), 2, a, NULL));
  return rt_none();
}

static Value s_iter(ARGS) {
  (void)data;
  rt_check_nargs("__iter__", argc, kw, 1, 1);
  Value l = rt_getattr(argv[0], "_tests");
  Value it = rt_iter(l);
  rt_decref(l);
  return it;
}

static Value s_count(ARGS) {
  (void)data;
  rt_check_nargs("countTestCases", argc, kw, 1, 1);
  Value it = rt_iter(argv[0]), t, total = rt_int(0);
  int mark = rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&total);
  while (rt_next(it, &t)) {
    rt_cleanup_push_value(&t);
    Value n = ut_call(t, "countTestCases", 0, NULL);
    rt_cleanup_push_value(&n);
    Value sum = rt_binop(RT_OP_ADD, total, n);
    rt_decref(total);
    total = sum;
    rt_cleanup_pop(mark + 2, true);
  }
  rt_cleanup_pop(mark + 1, false);
  rt_cleanup_pop(mark, true);
  return total;
}

static Value s_repr(ARGS) {
  (void)data;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  Value l = rt_getattr(argv[0], "_tests");
  int mark = rt_cleanup_push_value(&l);
  Value r = rt_repr(l);
  rt_cleanup_push_value(&r);
  Value s = rt_str_printf("<unittest.suite.%s tests=%s>", rt_user_class_of(argv[0])->qualname, rt_str_data(r));
  rt_cleanup_pop(mark, true);
  return s;
}

/* The error of a class or module fixture, reported for "setUpClass (__main__.T)" or
 * "setUpModule (__main__)" */
static void fixture_error(Value result, const char *method, Value cls, Value err) {
  Value name = rt_is_class(cls) ? ut_strclass(cls) : rt_str_from_c("__main__");
  int mark = rt_cleanup_push_value(&name);
  Value holder = rt_instance_new(RT_AS(ClassObj, mod_state()->holder_class));
  rt_cleanup_push_value(&holder);
  ut_set(holder, "description", rt_str_printf("%s (%s)", method, rt_str_data(name)));
  Value exc = RT_AS(Tuple, err)->items[1], reason = rt_undef();
  rt_cleanup_push_value(&reason);
  if (rt_exception_matches(exc, ut_skiptest_class())) {
    reason = rt_to_str(exc);
    Value args[2] = {holder, reason};
    rt_decref(ut_call(result, "addSkip", 2, args));
  } else {
    Value args[2] = {holder, err};
    rt_decref(ut_call(result, "addError", 2, args));
  }
  rt_cleanup_pop(mark, true);
}

typedef struct FixtureJob {
  Value fn;
} FixtureJob;

static void fixture_job(void *ud) { rt_decref(rt_call(((FixtureJob *)ud)->fn, 0, NULL, NULL)); }

/* Call cls.method() (or the program's function method when cls is its globals); false
 * (reported) when it raised */
static bool run_fixture(Value result, Value cls, const char *method) {
  FixtureJob j = {rt_is_class(cls) ? rt_getattr(cls, method) : rt_dict_get_str(cls, method)};
  if (!rt_is_class(cls)) {
    if (rt_is_undef(j.fn)) return true;
    rt_incref(j.fn);
  }
  int mark = rt_cleanup_push_value(&j.fn);
  int depth = ut_depth();
  bool ok = true;
  Value err = rt_undef();
  rt_cleanup_push_value(&err);
  if (rt_pcall(fixture_job, &j)) {
    if (rt_error_current()->kind == RT_EXC_KeyboardInterrupt) rt_reraise();
    err = ut_take_error(depth);
    fixture_error(result, method, cls, err);
    ok = false;
  }
  rt_cleanup_pop(mark, true);
  return ok;
}

static bool class_flag(Value cls, const char *name) {
  Value v = ut_get(cls, name, rt_bool(false));
  bool yes = rt_truthy(v);
  rt_decref(v);
  return yes;
}

/* tearDownClass of the class run last, when the next test's class (None at the end) differs */
static void tear_down_previous(Value result, Value cur) {
  Value prev = ut_get(result, "_previousTestClass", rt_none());
  int mark = rt_cleanup_push_value(&prev);
  if (!rt_is_none(prev) && !rt_is(prev, cur) && !class_flag(prev, "_classSetupFailed") &&
      !class_flag(result, "_moduleSetUpFailed") && !class_flag(prev, "__unittest_skip__"))
    run_fixture(result, prev, "tearDownClass");
  rt_cleanup_pop(mark, true);
}

static void set_up_class(Value result, Value cur) {
  Value prev = ut_get(result, "_previousTestClass", rt_none());
  bool same = rt_is(prev, cur);
  rt_decref(prev);
  if (same || class_flag(result, "_moduleSetUpFailed") || class_flag(cur, "__unittest_skip__")) return;
  rt_setattr(cur, "_classSetupFailed", rt_bool(false));
  if (!run_fixture(result, cur, "setUpClass")) rt_setattr(cur, "_classSetupFailed", rt_bool(true));
}

/* The program's globals, where setUpModule and tearDownModule are (every TestCase class of a
 * program is __main__'s) */
static Value main_globals(void) { return rt_call(rt_builtin_lookup("globals"), 0, NULL, NULL); }

/* setUpModule before the first test of the run */
static void set_up_module(Value result) {
  Value prev = ut_get(result, "_previousTestClass", rt_none());
  bool first = rt_is_none(prev);
  rt_decref(prev);
  if (!first) return;
  rt_setattr(result, "_moduleSetUpFailed", rt_bool(false));
  Value g = main_globals();
  int mark = rt_cleanup_push_value(&g);
  if (!run_fixture(result, g, "setUpModule")) rt_setattr(result, "_moduleSetUpFailed", rt_bool(true));
  rt_cleanup_pop(mark, true);
}

static void tear_down_module(Value result) {
  Value prev = ut_get(result, "_previousTestClass", rt_none());
  bool none = rt_is_none(prev);
  rt_decref(prev);
  if (none || class_flag(result, "_moduleSetUpFailed")) return;
  Value g = main_globals();
  int mark = rt_cleanup_push_value(&g);
  run_fixture(result, g, "tearDownModule");
  rt_cleanup_pop(mark, true);
}

static Value s_run(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "result", "debug"};
  Value a[3];
  rt_parse_args("run", argc, argv, kw, 3, names, 2, a);
  Value result = a[1];
  bool top = !class_flag(result, "_testRunEntered");
  if (top) rt_setattr(result, "_testRunEntered", rt_bool(true));
  Value it = rt_iter(a[0]), t;
  int mark = rt_cleanup_push_value(&it);
  while (rt_next(it, &t)) {
    rt_cleanup_push_value(&t);
    if (class_flag(result, "shouldStop")) {
      rt_cleanup_pop(mark + 1, true);
      break;
    }
    ClassObj *uc = rt_user_class_of(t);
    if (!is_suite(t) && uc) {
      Value cls = rt_obj(uc);
      tear_down_previous(result, cls);
      set_up_module(result);
      set_up_class(result, cls);
      rt_setattr(result, "_previousTestClass", cls);
      if (class_flag(cls, "_classSetupFailed") || class_flag(result, "_moduleSetUpFailed")) {
        rt_cleanup_pop(mark + 1, true);
        continue;
      }
    }
    rt_decref(rt_call(t, 1, &result, NULL));
    rt_cleanup_pop(mark + 1, true);
  }
  rt_cleanup_pop(mark, true);
  if (top) {
    tear_down_previous(result, rt_none());
    tear_down_module(result);
    rt_setattr(result, "_testRunEntered", rt_bool(false));
  }
  rt_incref(result);
  return result;
}

/* _ErrorHolder: what a class fixture's error is reported for */
static Value h_str(ARGS) {
  (void)data;
  rt_check_nargs("__str__", argc, kw, 1, 1);
  return rt_getattr(argv[0], "description");
}

static Value h_none(ARGS) {
  (void)data, (void)argc, (void)argv, (void)kw;
  return rt_none();
}

/* ---- TestLoader ---- */

static int cmp_str(const void *a, const void *b) {
  return strcmp(rt_str_data(*(const Value *)a), rt_str_data(*(const Value *)b));
}

/* The names through the class's MRO that start with "test" and name callables, sorted */
static Value test_names(Value cls) {
  Value seen = rt_dict_new();
  int mark = rt_cleanup_push_value(&seen);
  Value mro = RT_AS(ClassObj, cls)->mro;
  for (int64_t k = 0; k < RT_AS(Tuple, mro)->n; k++) {
    Value c = RT_AS(Tuple, mro)->items[k];
    if (!rt_is_class(c)) continue;
    AttrMap *d = &RT_AS(ClassObj, c)->dict;
    for (int e = 0; e < d->n; e++) {
      if (rt_is_undef(d->e[e].value) || strncmp(rt_str_data(d->e[e].key), "test", 4) != 0) continue;
      Value v = rt_getattr(cls, rt_str_data(d->e[e].key));
      bool ok = rt_is_python_function(v) || rt_binds_as_method(v) || rt_truthy(rt_call(rt_builtin_lookup("callable"), 1, &v, NULL));
      rt_decref(v);
      if (ok) rt_dict_set(seen, d->e[e].key, rt_none());
    }
  }
  Value names = rt_call(rt_builtin_lookup("list"), 1, &seen, NULL);
  List *l = RT_AS(List, names);
  qsort(l->items, (size_t)l->n, sizeof *l->items, cmp_str);
  rt_cleanup_pop(mark, true);
  return names;
}

static Value l_names(ARGS) {
  (void)data;
  rt_check_nargs("getTestCaseNames", argc, kw, 2, 2);
  return test_names(argv[1]);
}

static Value suite_of(Value loader, Value tests) {
  Value cls = ut_get(loader, "suiteClass", ut_suite_class());
  int mark = rt_cleanup_push_value(&cls);
  Value s = rt_call(cls, 1, &tests, NULL);
  rt_cleanup_pop(mark, true);
  return s;
}

static bool is_testcase_class(Value v) {
  return rt_is_class(v) && rt_class_is_subclass(RT_AS(ClassObj, v), RT_AS(ClassObj, ut_testcase_class()));
}

static Value from_test_case(Value loader, Value cls) {
  if (rt_is_class(cls) && rt_class_is_subclass(RT_AS(ClassObj, cls), RT_AS(ClassObj, ut_suite_class())))
    rt_raise(RT_EXC_TypeError, "Test cases should not be derived from TestSuite. Maybe you meant to derive from TestCase?");
  if (!rt_is_class(cls)) rt_raise(RT_EXC_TypeError, "issubclass() arg 1 must be a class");
  Value names = test_names(cls);
  int mark = rt_cleanup_push_value(&names);
  Value m;
  if (RT_AS(List, names)->n == 0 && rt_try_getattr(cls, "runTest", &m)) {
    rt_decref(m);
    Value s = rt_str_from_c("runTest");
    rt_list_append(names, s);
    rt_decref(s);
  }
  Value tests = rt_list_new(0);
  rt_cleanup_push_value(&tests);
  for (int64_t k = 0; k < RT_AS(List, names)->n; k++) {
    Value t = rt_call(cls, 1, &RT_AS(List, names)->items[k], NULL);
    rt_list_append(tests, t);
    rt_decref(t);
  }
  Value s = suite_of(loader, tests);
  rt_cleanup_pop(mark, true);
  return s;
}

static Value l_from_test_case(ARGS) {
  (void)data;
  rt_check_nargs("loadTestsFromTestCase", argc, kw, 2, 2);
  return from_test_case(argv[0], argv[1]);
}

/* The TestCase classes of a namespace (a dict of globals, or a module), by name */
static Value from_namespace(Value loader, Value ns) {
  Value d = rt_is_dict_subtype(ns) ? (rt_incref(ns), ns) : rt_getattr(ns, "__dict__");
  int mark = rt_cleanup_push_value(&d);
  Value keys = rt_call(rt_builtin_lookup("sorted"), 1, &d, NULL);
  rt_cleanup_push_value(&keys);
  Value tests = rt_list_new(0);
  rt_cleanup_push_value(&tests);
  for (int64_t k = 0; k < RT_AS(List, keys)->n; k++) {
    Value v = rt_getitem(d, RT_AS(List, keys)->items[k]);
    rt_cleanup_push_value(&v);
    if (is_testcase_class(v)) {
      Value s = from_test_case(loader, v);
      rt_list_append(tests, s);
      rt_decref(s);
    }
    rt_cleanup_pop(mark + 3, true);
  }
  Value s = suite_of(loader, tests);
  rt_cleanup_pop(mark, true);
  return s;
}

static Value l_from_module(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "module", "pattern"};
  Value a[3];
  rt_parse_args("loadTestsFromModule", argc, argv, kw, 3, names, 2, a);
  return from_namespace(a[0], a[1]);
}

/* "T" or "T.test_x", looked up in ns */
static Value from_name(Value loader, Value ns, const char *name) {
  const char *dot = strchr(name, '.');
  Value cname = dot ? rt_str_new(name, (size_t)(dot - name)) : rt_str_from_c(name);
  int mark = rt_cleanup_push_value(&cname);
  Value cls = rt_dict_get_str(ns, rt_str_data(cname));
  if (rt_is_undef(cls)) rt_raise(RT_EXC_AttributeError, "module '__main__' has no attribute '%s'", rt_str_data(cname));
  Value s, m = rt_undef(), t = rt_undef(), l = rt_undef();
  rt_cleanup_push_value(&m);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&l);
  if (!dot) {
    s = from_test_case(loader, cls);
  } else {
    m = rt_str_from_c(dot + 1);
    t = rt_call(cls, 1, &m, NULL);
    l = rt_list_from(1, &t);
    s = suite_of(loader, l);
  }
  rt_cleanup_pop(mark, true);
  return s;
}

/* ---- main ---- */

typedef struct MainOpts {
  Value argv, exit, verbosity, failfast, runner, loader, module;
} MainOpts;

static MainOpts main_args(int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"module", "defaultTest", "argv", "testRunner", "testLoader", "exit",
                                      "verbosity", "failfast", "catchbreak", "buffer", "warnings"};
  Value a[11];
  rt_parse_args("main", argc, argv, kw, 11, names, 0, a);
  for (int k = 0; k < 11; k++)
    if (rt_is_undef(a[k])) a[k] = rt_none();
  return (MainOpts){a[2], rt_is_none(a[5]) ? rt_bool(true) : a[5], rt_is_none(a[6]) ? rt_int(1) : a[6], a[7], a[3], a[4], a[0]};
}

static _Noreturn void raise_system_exit(Value code) {
  Value args = rt_tuple_from(1, &code);
  Value e = rt_exc_instance_new(rt_exc_class(RT_EXC_SystemExit), RT_EXC_SystemExit, args);
  rt_decref(args);
  rt_raise_value(RT_EXC_SystemExit, e.as.o);
}

/* argparse's answer to options it does not know: the usage, the error, exit status 2 */
static _Noreturn void usage_error(const char *argv0, const char *unknown) {
  const char *prog = strrchr(argv0, '/') ? strrchr(argv0, '/') + 1 : argv0;
  Value text = rt_str_printf("usage: %s [-h] [-v] [-q] [--locals] [-f] [-c] [-b] [-k TESTNAMEPATTERNS]\n%*s[tests ...]\n"
                             "%s: error: unrecognized arguments: %s\n",
                             prog, (int)strlen(prog) + 8, "", prog, unknown);
  int mark = rt_cleanup_push_value(&text);
  Value err = py_std_stream(2);
  rt_cleanup_push_value(&err);
  ut_write(err, rt_str_data(text));
  rt_cleanup_pop(mark, true);
  raise_system_exit(rt_int(2));
}

/* The command line's options; its test names go to names */
static int64_t parse_command_line(Value args, int64_t verbosity, bool *failfast, Value names) {
  Value it = rt_iter(args), a, argv0 = rt_undef();
  int mark = rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&argv0);
  StrBuf unknown;
  rt_sb_init(&unknown);
  rt_sb_cleanup_push(&unknown);
  for (int k = 0; rt_next(it, &a); k++) {
    rt_cleanup_push_value(&a);
    const char *s = rt_is_str(a) ? rt_str_data(a) : "";
    if (k == 0) {
      rt_incref(a);
      argv0 = a;
    } else if (!strcmp(s, "-v") || !strcmp(s, "--verbose")) {
      verbosity = 2;
    } else if (!strcmp(s, "-q") || !strcmp(s, "--quiet")) {
      verbosity = 0;
    } else if (!strcmp(s, "-f") || !strcmp(s, "--failfast")) {
      *failfast = true;
    } else if (s[0] == '-') {
      rt_sb_printf(&unknown, "%s%s", unknown.len ? " " : "", s);
    } else {
      rt_list_append(names, a);
    }
    rt_cleanup_pop(mark + 3, true);
  }
  if (unknown.len) {
    rt_sb_putc(&unknown, 0);
    usage_error(rt_is_str(argv0) ? rt_str_data(argv0) : "", unknown.data);
  }
  rt_cleanup_pop(mark, true);
  return verbosity;
}

static Value make_runner(Value runner, int64_t verbosity, bool failfast) {
  if (!rt_is_none(runner) && !rt_is_class(runner)) return rt_incref(runner), runner;
  Value cls = rt_is_none(runner) ? ut_runner_class() : runner;
  const char *names[2] = {"verbosity", "failfast"};
  Value vals[2] = {rt_int(verbosity), rt_bool(failfast)};
  Kwargs kw = {2, names, vals};
  return rt_call(cls, 0, NULL, &kw);
}

static Value m_main(ARGS) {
  ModState *st = mod_state();
  (void)data;
  MainOpts o = main_args(argc, argv, kw);
  Value sys = rt_import("sys");
  int mark = rt_cleanup_push_value(&sys);
  Value args = rt_is_none(o.argv) ? rt_getattr(sys, "argv") : (rt_incref(o.argv), o.argv);
  rt_cleanup_push_value(&args);
  Value names = rt_list_new(0);
  rt_cleanup_push_value(&names);
  bool failfast = !rt_is_none(o.failfast) && rt_truthy(o.failfast);
  int64_t verbosity = parse_command_line(args, rt_to_index(o.verbosity, "verbosity"), &failfast, names);
  Value loader = rt_is_none(o.loader) ? rt_call(st->loader_class, 0, NULL, NULL) : (rt_incref(o.loader), o.loader);
  rt_cleanup_push_value(&loader);
  Value ns = rt_is_none(o.module) || rt_is_str(o.module) ? rt_call(rt_builtin_lookup("globals"), 0, NULL, NULL)
                                                          : (rt_incref(o.module), o.module);
  rt_cleanup_push_value(&ns);
  Value test, parts = rt_undef();
  rt_cleanup_push_value(&parts);
  if (RT_AS(List, names)->n == 0) {
    test = from_namespace(loader, ns);
  } else {
    parts = rt_list_new(0);
    for (int64_t k = 0; k < RT_AS(List, names)->n; k++) {
      Value s = from_name(loader, ns, rt_str_data(RT_AS(List, names)->items[k]));
      rt_list_append(parts, s);
      rt_decref(s);
    }
    test = suite_of(loader, parts);
  }
  rt_cleanup_push_value(&test);
  Value runner = make_runner(o.runner, verbosity, failfast);
  rt_cleanup_push_value(&runner);
  Value result = ut_call(runner, "run", 1, &test);
  rt_cleanup_push_value(&result);
  if (rt_truthy(o.exit)) {
    Value ok = ut_call(result, "wasSuccessful", 0, NULL);
    Value code = rt_bool(!rt_truthy(ok));
    rt_decref(ok);
    raise_system_exit(code);
  }
  Value prog = rt_instance_new(RT_AS(ClassObj, st->program_class));
  rt_setattr(prog, "result", result);
  rt_setattr(prog, "test", test);
  rt_setattr(prog, "testRunner", runner);
  ut_set(prog, "verbosity", rt_int(verbosity));
  rt_setattr(prog, "exit", o.exit);
  rt_cleanup_pop(mark, true);
  return prog;
}

/* makeSuite(testCaseClass): loadTestsFromTestCase, with 3.11's DeprecationWarning */
static Value m_make_suite(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"testCaseClass", "prefix", "sortUsing", "suiteClass"};
  Value a[4];
  py_parse_pyargs("makeSuite", argc, argv, kw, 4, names, 1, a);
  Value w = rt_import("warnings");
  int mark = rt_cleanup_push_value(&w);
  Value args[3] = {rt_str_from_c("unittest.makeSuite() is deprecated and will be removed in Python 3.13. Please use "
                                 "unittest.TestLoader.loadTestsFromTestCase() instead."),
                   rt_exc_class(RT_EXC_DeprecationWarning), rt_int(1)};
  rt_cleanup_push_value(&args[0]);
  rt_decref(ut_call(w, "warn", 3, args));
  Value loader = rt_call(mod_state()->loader_class, 0, NULL, NULL);
  rt_cleanup_push_value(&loader);
  if (!rt_is_undef(a[3])) rt_setattr(loader, "suiteClass", a[3]);
  Value s = from_test_case(loader, a[0]);
  rt_cleanup_pop(mark, true);
  return s;
}

/* ---- the decorators ---- */

static Value mark_skip(Value item, Value reason) {
  rt_setattr(item, "__unittest_skip__", rt_bool(true));
  rt_setattr(item, "__unittest_skip_why__", reason);
  rt_incref(item);
  return item;
}

/* The decorator skip(reason) returns: its self is the reason */
static Value skip_decorator(Value reason, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("decorator", argc, kw, 1, 1);
  return mark_skip(argv[0], reason);
}

static Value identity(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("_id", argc, kw, 1, 1);
  rt_incref(argv[0]);
  return argv[0];
}

static Value skip_with(Value reason) { return rt_native_bind("decorator", skip_decorator, reason); }

static Value m_skip(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"reason"};
  Value a[1];
  py_parse_pyargs("skip", argc, argv, kw, 1, names, 1, a);
  if (!rt_is_str(a[0]) && (rt_is_python_function(a[0]) || rt_is_class(a[0]))) {
    Value empty = rt_str_from_c("");
    int mark = rt_cleanup_push_value(&empty);
    Value r = mark_skip(a[0], empty);
    rt_cleanup_pop(mark, true);
    return r;
  }
  return skip_with(a[0]);
}

static Value skip_when(const char *name, bool when, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"condition", "reason"};
  Value a[2];
  py_parse_pyargs(name, argc, argv, kw, 2, names, 2, a);
  if (rt_truthy(a[0]) == when) return skip_with(a[1]);
  return rt_native_new("_id", identity);
}

static Value m_skip_if(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return skip_when("skipIf", true, argc, argv, kw);
}

static Value m_skip_unless(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return skip_when("skipUnless", false, argc, argv, kw);
}

static Value m_expected_failure(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"test_item"};
  Value a[1];
  py_parse_pyargs("expectedFailure", argc, argv, kw, 1, names, 1, a);
  rt_setattr(a[0], "__unittest_expecting_failure__", rt_bool(true));
  rt_incref(a[0]);
  return a[0];
}

/* ---- the module ---- */

static const UtMethod suite_methods[] = {
    {"__init__", s_init, UT_PLAIN},
    {"__repr__", s_repr, UT_PLAIN},
    {"__iter__", s_iter, UT_PLAIN},
    {"addTest", s_add_test, UT_PLAIN},
    {"addTests", s_add_tests, UT_PLAIN},
    {"countTestCases", s_count, UT_PLAIN},
    {"run", s_run, UT_PLAIN},
    {"__call__", s_run, UT_PLAIN},
    {NULL, NULL, 0}};

static const UtMethod holder_methods[] = {
    {"__str__", h_str, UT_PLAIN},
    {"id", h_str, UT_PLAIN},
    {"shortDescription", h_none, UT_PLAIN},
    {NULL, NULL, 0}};

static const UtMethod loader_methods[] = {
    {"getTestCaseNames", l_names, UT_PLAIN},
    {"loadTestsFromTestCase", l_from_test_case, UT_PLAIN},
    {"loadTestsFromModule", l_from_module, UT_PLAIN},
    {NULL, NULL, 0}};

void rt_unittest_module_init(Value m) {
  ModState *st = mod_state();
  ut_case_init(m);
  ut_result_init(m);
  st->suite_class = ut_class_new("TestSuite", rt_undef(), suite_methods);
  rt_module_set(m, "TestSuite", ut_suite_class());
  st->holder_class = ut_class_new("_ErrorHolder", rt_undef(), holder_methods);
  rt_module_set(m, "_ErrorHolder", st->holder_class);
  st->loader_class = ut_class_new("TestLoader", rt_undef(), loader_methods);
  rt_class_set(RT_AS(ClassObj, st->loader_class), "testMethodPrefix", rt_str_from_c("test"));
  rt_incref(ut_suite_class());
  rt_class_set(RT_AS(ClassObj, st->loader_class), "suiteClass", ut_suite_class());
  rt_module_set(m, "TestLoader", st->loader_class);
  rt_module_set(m, "defaultTestLoader", rt_call(st->loader_class, 0, NULL, NULL));
  st->program_class = ut_class_new("TestProgram", rt_undef(), NULL);
  rt_module_set(m, "TestProgram", st->program_class);
  rt_module_add_fn(m, "main", m_main);
  rt_module_add_fn(m, "makeSuite", m_make_suite);
  rt_module_add_fn(m, "skip", m_skip);
  rt_module_add_fn(m, "skipIf", m_skip_if);
  rt_module_add_fn(m, "skipUnless", m_skip_unless);
  rt_module_add_fn(m, "expectedFailure", m_expected_failure);
  rt_module_set(m, "mock", rt_import("unittest.mock"));
}
