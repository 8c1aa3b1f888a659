/* unittest_case.c — unittest.TestCase: how one test runs, as CPython 3.11's TestCase.run does:
 * result.startTest, the skip marks (the method's or the class's), setUp, the method, tearDown,
 * the cleanups newest first, then addSuccess / addExpectedFailure / addUnexpectedSuccess unless
 * a part failed. Each part runs under rt_pcall; what it raised goes to the result at once:
 * SkipTest as addSkip, AssertionError as addFailure, anything else as addError (inside a
 * subTest block as addSubTest). KeyboardInterrupt goes on up. Also SkipTest, _SubTest, the
 * subTest context manager and the shared helpers of unittest.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../base/tb_module.h"
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

typedef struct Outcome Outcome;

/* The classes are borrowed: the module holds them, as every class here. */
typedef struct ModState {
  Value testcase_class, skiptest_class, subtest_class, subtest_cm_class;
  Outcome *running; /* the innermost test running (a C frame's), or NULL */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"unittest.TestCase", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

Value ut_testcase_class(void) { return mod_state()->testcase_class; }
Value ut_skiptest_class(void) { return mod_state()->skiptest_class; }

/* ---- shared helpers ---- */

Value ut_class_new(const char *name, Value base, const UtMethod *methods) {
  Value bases = rt_is_undef(base) ? rt_tuple_new(0) : rt_tuple_from(1, &base);
  Value cls = rt_class_new(name, bases);
  rt_decref(bases);
  for (const UtMethod *m = methods; m && m->name; m++) {
    char qual[96];
    snprintf(qual, sizeof qual, "%s.%s", name, m->name);
    Value f = rt_native_method_new(m->name, qual, m->fn, rt_none());
    if (m->kind == UT_CLASSMETHOD) {
      Value w = rt_wrapped_new(&rt_classmethod_type, f);
      rt_decref(f);
      f = w;
    }
    rt_class_set(RT_AS(ClassObj, cls), m->name, f);
  }
  rt_class_finish(cls, rt_none());
  return cls;
}

Value ut_call(Value obj, const char *name, int argc, const Value *argv) {
  Value f = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

void ut_set(Value obj, const char *name, Value v) {
  int mark = rt_cleanup_push_value(&v);
  rt_setattr(obj, name, v);
  rt_cleanup_pop(mark, true);
}

Value ut_get(Value obj, const char *name, Value dflt) {
  Value v;
  if (rt_try_getattr(obj, name, &v)) return v;
  rt_incref(dflt);
  return dflt;
}

bool ut_flag(Value obj, const char *name) {
  Value v = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&v);
  bool on = rt_truthy(v);
  rt_cleanup_pop(mark, true);
  return on;
}

Value ut_name_of(Value v) {
  Value name;
  return rt_try_getattr(v, "__name__", &name) ? name : rt_to_str(v);
}

Value ut_strclass(Value cls) {
  if (rt_is(cls, ut_testcase_class())) return rt_str_from_c("unittest.case.TestCase");
  Value mod = ut_get(cls, "__module__", rt_none());
  Value s = rt_str_printf("%s.%s", rt_is_str(mod) ? rt_str_data(mod) : "__main__",
                          rt_is_class(cls) ? RT_AS(ClassObj, cls)->qualname : rt_type_name(cls));
  rt_decref(mod);
  return s;
}

void ut_write(Value stream, const char *text) {
  Value s = rt_str_from_c(text);
  int mark = rt_cleanup_push_value(&s);
  rt_decref(ut_call(stream, "write", 1, &s));
  rt_cleanup_pop(mark, true);
}

int ut_depth(void) {
  Exception *here = rt_trace_here();
  int n = here->ntrace;
  rt_exception_free(here);
  return n;
}

/* The traceback text of exc, as the traceback module formats it (unittest's own), into a str. */
static Value format_exception(const Exception *exc, int skip) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  if (!f) rt_raise(RT_EXC_MemoryError, "%s", "");
  rt_print_exception_as_module(exc, skip, f);
  fclose(f);
  Value s = rt_str_new(buf, len);
  free(buf);
  return s;
}

Value ut_format_current(int skip) { return format_exception(rt_error_current(), skip); }

/* The exception object of the current exception (one raised by C code gets one now). */
static Value current_object(void) {
  const Exception *e = rt_error_current();
  if (e->value) {
    Value v = rt_obj(e->value);
    rt_incref(v);
    return v;
  }
  return rt_exc_from_message(e->kind, e->message);
}

static Value error_tuple(Value exc, Value text) {
  Value items[3] = {rt_exc_class_of(exc), exc, text};
  return rt_tuple_from(3, items);
}

Value ut_take_error(int skip) {
  Value text = ut_format_current(skip);
  Value exc = current_object();
  rt_error_clear();
  Value t = error_tuple(exc, text);
  rt_decref(exc), rt_decref(text);
  return t;
}

/* ---- the outcome of one test's run ---- */

struct Outcome {
  Value test, result;
  bool success, expecting_failure;
  Value expected_failure; /* the error tuple of an expected failure, or RT_UNDEF */
  Value subtest;          /* the innermost _SubTest running, or None */
  int depth;              /* frames above the test's own */
  struct Outcome *outer;  /* a test run from inside another test's run */
};

static bool is_skip(Value exc) { return rt_exception_matches(exc, ut_skiptest_class()); }

static void add_skip(Outcome *o, Value test, Value exc) {
  Value args[2] = {test, rt_to_str(exc)};
  int mark = rt_cleanup_push_value(&args[1]);
  rt_decref(ut_call(o->result, "addSkip", 2, args));
  rt_cleanup_pop(mark, true);
}

/* Report the error tuple err of a part of test (the test, or a _SubTest). */
static void report(Outcome *o, Value test, Value err, bool subtest) {
  Value exc = RT_AS(Tuple, err)->items[1];
  if (is_skip(exc)) {
    o->success = false;
    add_skip(o, test, exc);
  } else if (o->expecting_failure) {
    rt_decref(o->expected_failure);
    rt_incref(err);
    o->expected_failure = err;
  } else if (subtest) {
    o->success = false;
    Value args[3] = {o->test, test, err};
    rt_decref(ut_call(o->result, "addSubTest", 3, args));
  } else {
    o->success = false;
    bool failure = rt_exception_matches(exc, rt_exc_class(RT_EXC_AssertionError));
    Value args[2] = {test, err};
    rt_decref(ut_call(o->result, failure ? "addFailure" : "addError", 2, args));
  }
}

typedef struct Part {
  Value fn;
  int argc;
  const Value *argv;
  const Kwargs *kw;
} Part;

static void part_job(void *ud) {
  Part *p = ud;
  rt_decref(rt_call(p->fn, p->argc, p->argv, p->kw));
}

/* Run fn(*argv, **kw) as one part of the test: false when it raised (reported). */
static bool run_part(Outcome *o, Value fn, int argc, const Value *argv, const Kwargs *kw) {
  Part p = {fn, argc, argv, kw};
  if (!rt_pcall(part_job, &p)) return true;
  if (rt_error_current()->kind == RT_EXC_KeyboardInterrupt) rt_reraise();
  Value err = ut_take_error(o->depth);
  int mark = rt_cleanup_push_value(&err);
  report(o, o->test, err, false);
  rt_cleanup_pop(mark, true);
  return false;
}

static bool run_named_part(Outcome *o, const char *name) {
  Value fn = rt_getattr(o->test, name);
  int mark = rt_cleanup_push_value(&fn);
  bool ok = run_part(o, fn, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return ok;
}

/* ---- TestCase ---- */

static Value self_attr(Value self, const char *name) { return rt_getattr(self, name); }

/* __init__(self, methodName='runTest') */
static Value tc_init(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "methodName"};
  Value a[2];
  rt_parse_args("__init__", argc, argv, kw, 2, names, 1, a);
  Value self = a[0], name = rt_is_undef(a[1]) ? rt_str_from_c("runTest") : (rt_incref(a[1]), a[1]);
  int mark = rt_cleanup_push_value(&name);
  Value m = rt_undef();
  if (!rt_try_getattr(self, rt_str_data(name), &m) && strcmp(rt_str_data(name), "runTest") != 0) {
    Value cls = rt_repr(rt_obj(rt_user_class_of(self)));
    rt_cleanup_push_value(&cls);
    rt_raise(RT_EXC_ValueError, "no such test method in %s: %s", rt_str_data(cls), rt_str_data(name));
  }
  if (!rt_is_undef(m)) rt_decref(m);
  rt_setattr(self, "_testMethodName", name);
  rt_cleanup_pop(mark, true);
  ut_set(self, "_cleanups", rt_list_new(0));
  return rt_none();
}

/* str(), repr() and id() of a test (which 's', 'r', 'i'): from the method's name and the
 * class's qualified name. */
static Value describe(const char *fname, char which, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs(fname, argc, kw, 1, 1);
  Value name = self_attr(argv[0], "_testMethodName");
  Value cls = ut_strclass(rt_obj(rt_user_class_of(argv[0])));
  const char *n = rt_str_data(name), *c = rt_str_data(cls);
  Value s = which == 's'   ? rt_str_printf("%s (%s.%s)", n, c, n)
            : which == 'r' ? rt_str_printf("<%s testMethod=%s>", c, n)
                           : rt_str_printf("%s.%s", c, n);
  rt_decref(name), rt_decref(cls);
  return s;
}

static Value tc_str(ARGS) {
  (void)data;
  return describe("__str__", 's', argc, argv, kw);
}

static Value tc_repr(ARGS) {
  (void)data;
  return describe("__repr__", 'r', argc, argv, kw);
}

static Value tc_id(ARGS) {
  (void)data;
  return describe("id", 'i', argc, argv, kw);
}

/* The first line of the test method's docstring, or None. */
static Value tc_short_description(ARGS) {
  (void)data;
  rt_check_nargs("shortDescription", argc, kw, 1, 1);
  Value name = self_attr(argv[0], "_testMethodName");
  Value m = ut_get(argv[0], rt_str_data(name), rt_none());
  rt_decref(name);
  Value doc = ut_get(m, "__doc__", rt_none());
  rt_decref(m);
  if (!rt_is_str(doc)) return doc;
  const char *s = rt_str_data(doc);
  while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') s++;
  const char *e = s;
  while (*e && *e != '\n') e++;
  while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r')) e--;
  Value out = rt_str_new(s, (size_t)(e - s));
  rt_decref(doc);
  return out;
}

static Value tc_noop(ARGS) {
  (void)data, (void)argc, (void)argv, (void)kw;
  return rt_none();
}

static Value tc_count(ARGS) {
  (void)data, (void)argv;
  rt_check_nargs("countTestCases", argc, kw, 1, 1);
  return rt_int(1);
}

static Value tc_default_result(ARGS) {
  (void)data, (void)argv;
  rt_check_nargs("defaultTestResult", argc, kw, 1, 1);
  return rt_call(ut_result_class(), 0, NULL, NULL);
}

/* addCleanup(function, /, *args, **kwargs) */
static Value tc_add_cleanup(ARGS) {
  (void)data;
  if (argc < 2) rt_raise(RT_EXC_TypeError, "TestCase.addCleanup() missing 1 required positional argument: 'function'");
  Value args = rt_tuple_from(argc - 2, argv + 2);
  Value kwd = rt_dict_new();
  for (int k = 0; kw && k < kw->n; k++) {
    Value key = rt_str_from_c(kw->names[k]);
    rt_dict_set(kwd, key, kw->values[k]);
    rt_decref(key);
  }
  Value items[3] = {argv[1], args, kwd};
  Value entry = rt_tuple_from(3, items);
  rt_decref(args), rt_decref(kwd);
  Value list = self_attr(argv[0], "_cleanups");
  rt_list_append(list, entry);
  rt_decref(list), rt_decref(entry);
  return rt_none();
}

/* Run the cleanups newest first, each as a part of the test; true when none failed. */
static bool do_cleanups(Outcome *o) {
  Value list = self_attr(o->test, "_cleanups");
  int mark = rt_cleanup_push_value(&list);
  bool ok = true;
  while (rt_is_list(list) && RT_AS(List, list)->n > 0) {
    List *l = RT_AS(List, list);
    Value entry = l->items[--l->n];
    rt_cleanup_push_value(&entry);
    Tuple *t = RT_AS(Tuple, entry);
    int nk = (int)rt_dict_len(t->items[2]);
    const char **names = calloc((size_t)nk + 1, sizeof *names);
    rt_cleanup_push(free, (void *)names);
    Value *vals = calloc((size_t)nk + 1, sizeof *vals);
    rt_cleanup_push(free, vals);
    if (!names || !vals) rt_raise(RT_EXC_MemoryError, "%s", "");
    int64_t pos = 0;
    Value key, val;
    for (int k = 0; rt_dict_next(t->items[2], &pos, &key, &val); k++) names[k] = rt_str_data(key), vals[k] = val;
    Kwargs kwa = {nk, names, vals};
    ok = run_part(o, t->items[0], (int)RT_AS(Tuple, t->items[1])->n, RT_AS(Tuple, t->items[1])->items, nk ? &kwa : NULL) && ok;
    rt_cleanup_pop(mark + 1, true); /* the entry and the two arrays */
  }
  rt_cleanup_pop(mark, true);
  return ok;
}

static Value tc_do_cleanups(ARGS) {
  (void)data;
  rt_check_nargs("doCleanups", argc, kw, 1, 1);
  Outcome o = {argv[0], rt_call(ut_result_class(), 0, NULL, NULL), true, false, rt_undef(), rt_none(), ut_depth(), mod_state()->running};
  bool ok = do_cleanups(&o);
  rt_decref(o.result);
  return rt_bool(ok);
}

/* skipTest(reason): raise SkipTest(reason) */
static Value tc_skip_test(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "reason"};
  Value a[2];
  py_parse_pyargs("TestCase.skipTest", argc, argv, kw, 2, names, 2, a);
  Value e = rt_call(ut_skiptest_class(), 1, &a[1], NULL);
  rt_raise_value(RT_AS(ExcObj, e)->kind, e.as.o);
}

/* The skip mark of the class or the method: its reason (new reference), or RT_UNDEF. */
static Value skip_reason(Value test, Value method) {
  Value targets[2] = {rt_obj(rt_user_class_of(test)), method};
  for (int k = 0; k < 2; k++) {
    Value mark = ut_get(targets[k], "__unittest_skip__", rt_bool(false));
    bool skip = rt_truthy(mark);
    rt_decref(mark);
    if (!skip) continue;
    Value empty = rt_str_from_c("");
    int m = rt_cleanup_push_value(&empty);
    Value why = ut_get(targets[k], "__unittest_skip_why__", empty);
    rt_cleanup_pop(m, true);
    return why;
  }
  return rt_undef();
}

static bool marked_expected_failure(Value test, Value method) {
  Value targets[2] = {test, method};
  bool yes = false;
  for (int k = 0; k < 2 && !yes; k++) {
    Value mark = ut_get(targets[k], "__unittest_expecting_failure__", rt_bool(false));
    yes = rt_truthy(mark);
    rt_decref(mark);
  }
  return yes;
}

static void run_test_parts(Outcome *o, Value method) {
  if (run_named_part(o, "setUp")) {
    o->expecting_failure = marked_expected_failure(o->test, method);
    run_part(o, method, 0, NULL, NULL);
    o->expecting_failure = false;
    run_named_part(o, "tearDown");
  }
  do_cleanups(o);
  if (!o->success) return;
  if (marked_expected_failure(o->test, method)) {
    if (rt_is_undef(o->expected_failure)) {
      rt_decref(ut_call(o->result, "addUnexpectedSuccess", 1, &o->test));
    } else {
      Value args[2] = {o->test, o->expected_failure};
      rt_decref(ut_call(o->result, "addExpectedFailure", 2, args));
    }
  } else {
    rt_decref(ut_call(o->result, "addSuccess", 1, &o->test));
  }
}

static void outcome_free(void *p) {
  Outcome *o = p;
  rt_decref(o->expected_failure);
  mod_state()->running = o->outer;
}

/* run(result=None): the result it reported to */
static Value tc_run(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "result"};
  Value a[2];
  rt_parse_args("run", argc, argv, kw, 2, names, 1, a);
  Value self = a[0], result = a[1];
  bool own = rt_is_undef(result) || rt_is_none(result);
  if (own) {
    result = ut_call(self, "defaultTestResult", 0, NULL);
    rt_decref(ut_call(result, "startTestRun", 0, NULL));
  } else {
    rt_incref(result);
  }
  int mark = rt_cleanup_push_value(&result);
  rt_decref(ut_call(result, "startTest", 1, &self));
  Value name = self_attr(self, "_testMethodName");
  rt_cleanup_push_value(&name);
  Value method = rt_getattr(self, rt_str_data(name));
  rt_cleanup_push_value(&method);
  Value why = skip_reason(self, method);
  rt_cleanup_push_value(&why);
  if (!rt_is_undef(why)) {
    Value args[2] = {self, why};
    rt_decref(ut_call(result, "addSkip", 2, args));
  } else {
    Outcome o = {self, result, true, false, rt_undef(), rt_none(), ut_depth(), mod_state()->running};
    mod_state()->running = &o;
    rt_cleanup_push(outcome_free, &o);
    run_test_parts(&o, method);
    rt_cleanup_pop(mark + 4, true);
  }
  rt_decref(ut_call(result, "stopTest", 1, &self));
  if (own) rt_decref(ut_call(result, "stopTestRun", 0, NULL));
  rt_incref(result);
  rt_cleanup_pop(mark, true);
  return result;
}

/* ---- subTest ---- */

/* _SubTest(test_case, message, params): str "test_f (__main__.T.test_f) [msg] (i=1)" */
static Value sub_description(Value sub) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  Value msg = rt_undef();
  rt_try_getattr(sub, "_message", &msg); /* absent: subTest() was given none */
  rt_cleanup_push_value(&msg);
  if (!rt_is_undef(msg)) {
    rt_sb_puts(&sb, "[");
    rt_sb_str(&sb, msg);
    rt_sb_puts(&sb, "]");
  }
  Value params = self_attr(sub, "params");
  rt_cleanup_push_value(&params);
  if (rt_dict_len(params) > 0) {
    rt_sb_puts(&sb, sb.len ? " (" : "(");
    int64_t pos = 0;
    Value k, v;
    for (int i = 0; rt_dict_next(params, &pos, &k, &v); i++) {
      rt_sb_printf(&sb, "%s%s=", i ? ", " : "", rt_str_data(k));
      rt_sb_repr(&sb, v);
    }
    rt_sb_puts(&sb, ")");
  }
  if (sb.len == 0) rt_sb_puts(&sb, "(<subtest>)");
  rt_cleanup_pop(mark + 1, true);
  Value s = rt_sb_to_str(&sb);
  rt_cleanup_pop(mark, false);
  return s;
}

static Value sub_str(ARGS) {
  (void)data;
  rt_check_nargs("__str__", argc, kw, 1, 1);
  Value test = self_attr(argv[0], "test_case");
  int mark = rt_cleanup_push_value(&test);
  Value ts = rt_to_str(test);
  rt_cleanup_push_value(&ts);
  Value d = sub_description(argv[0]);
  rt_cleanup_push_value(&d);
  Value s = rt_str_printf("%s %s", rt_str_data(ts), rt_str_data(d));
  rt_cleanup_pop(mark, true);
  return s;
}

static Value sub_id(ARGS) {
  (void)data;
  rt_check_nargs("id", argc, kw, 1, 1);
  Value test = self_attr(argv[0], "test_case");
  int mark = rt_cleanup_push_value(&test);
  Value id = ut_call(test, "id", 0, NULL);
  rt_cleanup_push_value(&id);
  Value d = sub_description(argv[0]);
  rt_cleanup_push_value(&d);
  Value s = rt_str_printf("%s %s", rt_str_data(id), rt_str_data(d));
  rt_cleanup_pop(mark, true);
  return s;
}

static Value sub_short_description(ARGS) {
  (void)data;
  rt_check_nargs("shortDescription", argc, kw, 1, 1);
  Value test = self_attr(argv[0], "test_case");
  int mark = rt_cleanup_push_value(&test);
  Value d = ut_call(test, "shortDescription", 0, NULL);
  rt_cleanup_pop(mark, true);
  return d;
}

/* subTest(msg=<none>, **params): outside a run a context manager that does nothing */
static Value tc_subtest(ARGS) {
  ModState *st = mod_state();
  (void)data;
  if (argc < 1 || argc > 2) rt_raise(RT_EXC_TypeError, "TestCase.subTest() takes from 1 to 2 positional arguments but %d were given", argc);
  Value params = rt_dict_new();
  int mark = rt_cleanup_push_value(&params);
  for (int k = 0; kw && k < kw->n; k++) rt_dict_set_str(params, kw->names[k], kw->values[k]);
  Outcome *o = mod_state()->running;
  if (o && rt_is(o->test, argv[0]) && rt_is_instance(o->subtest)) { /* nested: the outer's others after */
    Value outer = self_attr(o->subtest, "params");
    int64_t pos = 0;
    Value k, v;
    while (rt_dict_next(outer, &pos, &k, &v))
      if (rt_is_undef(rt_dict_get_str(params, rt_str_data(k)))) rt_dict_set(params, k, v);
    rt_decref(outer);
  }
  Value sub = rt_instance_new(RT_AS(ClassObj, st->subtest_class));
  rt_cleanup_push_value(&sub);
  rt_setattr(sub, "test_case", argv[0]);
  if (argc > 1) rt_setattr(sub, "_message", argv[1]);
  rt_setattr(sub, "params", params);
  Value cm = rt_instance_new(RT_AS(ClassObj, st->subtest_cm_class));
  rt_setattr(cm, "_subtest", sub);
  rt_cleanup_pop(mark, true);
  return cm;
}

/* The run of the subtest's test, or NULL when that test is not running (then subTest does
 * nothing, as CPython's outside a run) */
static Outcome *outcome_of(Value sub) {
  Value test = self_attr(sub, "test_case");
  Outcome *run = mod_state()->running;
  Outcome *o = run && rt_is(run->test, test) ? run : NULL;
  rt_decref(test);
  return o;
}

static Value cm_enter(ARGS) {
  (void)data;
  rt_check_nargs("__enter__", argc, kw, 1, 1);
  Value sub = self_attr(argv[0], "_subtest");
  Outcome *o = outcome_of(sub);
  ut_set(argv[0], "_active", rt_bool(o != NULL));
  if (!o) {
    rt_decref(sub);
    return rt_none();
  }
  rt_setattr(argv[0], "_parent", o->subtest);
  rt_decref(o->subtest);
  o->subtest = sub; /* the outcome holds it while the block runs */
  ut_set(argv[0], "_success", rt_bool(o->success));
  o->success = true;
  return rt_none();
}

/* The error tuple of an exception the with statement caught (its traceback from the test's
 * frame on: the with statement's frame). */
static Value caught_error(Value exc) {
  ExcObj *e = RT_AS(ExcObj, exc);
  Exception tmp = {.kind = e->kind, .trace = e->tb, .ntrace = e->ntb, .value = exc.as.o};
  Value text = format_exception(&tmp, 0);
  Value t = error_tuple(exc, text);
  rt_decref(text);
  return t;
}

static Value cm_exit(ARGS) {
  (void)data;
  rt_check_nargs("__exit__", argc, kw, 4, 4);
  Outcome *o = mod_state()->running;
  if (!ut_flag(argv[0], "_active") || !o) return rt_bool(false);
  Value sub = o->subtest, exc = argv[2], err = rt_undef();
  int mark = rt_cleanup_push_value(&sub);
  rt_cleanup_push_value(&err);
  o->subtest = self_attr(argv[0], "_parent");
  bool was = ut_flag(argv[0], "_success");
  if (rt_is_exception(exc)) {
    if (rt_exc_class(RT_EXC_KeyboardInterrupt).as.o == rt_exc_class_of(exc).as.o) {
      rt_cleanup_pop(mark, true);
      return rt_bool(false);
    }
    err = caught_error(exc);
    report(o, sub, err, true);
  } else if (o->success) {
    Value args[3] = {o->test, sub, rt_none()};
    rt_decref(ut_call(o->result, "addSubTest", 3, args));
  }
  o->success = o->success && was;
  rt_cleanup_pop(mark, true);
  return rt_bool(true);
}

/* ---- the classes ---- */

static const UtMethod testcase_methods[] = {
    {"__init__", tc_init, UT_PLAIN},
    {"__str__", tc_str, UT_PLAIN},
    {"__repr__", tc_repr, UT_PLAIN},
    {"id", tc_id, UT_PLAIN},
    {"shortDescription", tc_short_description, UT_PLAIN},
    {"setUp", tc_noop, UT_PLAIN},
    {"tearDown", tc_noop, UT_PLAIN},
    {"setUpClass", tc_noop, UT_CLASSMETHOD},
    {"tearDownClass", tc_noop, UT_CLASSMETHOD},
    {"countTestCases", tc_count, UT_PLAIN},
    {"defaultTestResult", tc_default_result, UT_PLAIN},
    {"addCleanup", tc_add_cleanup, UT_PLAIN},
    {"doCleanups", tc_do_cleanups, UT_PLAIN},
    {"skipTest", tc_skip_test, UT_PLAIN},
    {"run", tc_run, UT_PLAIN},
    {"__call__", tc_run, UT_PLAIN},
    {"subTest", tc_subtest, UT_PLAIN},
    {NULL, NULL, 0}};

static const UtMethod subtest_methods[] = {
    {"__str__", sub_str, UT_PLAIN},
    {"id", sub_id, UT_PLAIN},
    {"shortDescription", sub_short_description, UT_PLAIN},
    {NULL, NULL, 0}};

static const UtMethod cm_methods[] = {
    {"__enter__", cm_enter, UT_PLAIN},
    {"__exit__", cm_exit, UT_PLAIN},
    {NULL, NULL, 0}};

void ut_case_init(Value m) {
  ModState *st = mod_state();
  st->testcase_class = ut_class_new("TestCase", rt_undef(), testcase_methods);
  rt_class_set(RT_AS(ClassObj, ut_testcase_class()), "longMessage", rt_bool(true));
  rt_class_set(RT_AS(ClassObj, ut_testcase_class()), "maxDiff", rt_int(80 * 8));
  Value failure = rt_exc_class(RT_EXC_AssertionError);
  rt_incref(failure);
  rt_class_set(RT_AS(ClassObj, ut_testcase_class()), "failureException", failure);
  ut_assert_init(m, ut_testcase_class());
  ut_logs_init(m, ut_testcase_class());
  rt_module_set(m, "TestCase", ut_testcase_class());
  st->skiptest_class = ut_class_new("SkipTest", rt_exc_class(RT_EXC_Exception), NULL);
  rt_module_set(m, "SkipTest", ut_skiptest_class());
  st->subtest_class = ut_class_new("_SubTest", rt_undef(), subtest_methods);
  rt_module_set(m, "_SubTest", st->subtest_class);
  st->subtest_cm_class = ut_class_new("_SubTestContext", rt_undef(), cm_methods);
  rt_module_set(m, "_SubTestContext", st->subtest_cm_class);
}
