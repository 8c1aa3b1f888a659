/* exc_group.c — BaseExceptionGroup and ExceptionGroup (CPython 3.11): construction with its
 * checks (BaseExceptionGroup of Exceptions only is an ExceptionGroup), the message and
 * exceptions attributes (kept as instance attributes), str "msg (2 sub-exceptions)", and
 * split, subgroup and derive, which keep the structure of nested groups and copy the
 * traceback, cause and context onto the parts. except* (vm/host) is built on split. */
#include <stdio.h>
#include <string.h>

#include "class.h"
#include "exc.h"
#include "native.h"
#include "objects.h"
#include "ops.h"

bool rt_exc_is_group(Value v) {
  return rt_is_exception(v) && rt_exc_kind_is(RT_AS(ExcObj, v)->kind, RT_EXC_BaseExceptionGroup);
}

/* The exceptions of a group as a tuple (borrowed; RT_UNDEF when it has none) */
Value rt_exc_group_items(Value exc) {
  const ExcAttr *attrs;
  int n = rt_exc_attrs(exc, &attrs);
  for (int k = 0; k < n; k++)
    if (strcmp(attrs[k].name, "exceptions") == 0 && rt_is_tuple(attrs[k].value)) return attrs[k].value;
  return rt_undef();
}

static Value group_message(Value exc) {
  const ExcAttr *attrs;
  int n = rt_exc_attrs(exc, &attrs);
  for (int k = 0; k < n; k++)
    if (strcmp(attrs[k].name, "message") == 0) return attrs[k].value;
  return rt_undef();
}

/* BaseExceptionGroup(message, exceptions) and ExceptionGroup(...): a new instance */
Value rt_exc_group_new(ExcKind kind, int argc, const Value *argv, const Kwargs *kw) {
  if (kw && kw->n > 0) rt_raise(RT_EXC_TypeError, "%s() takes no keyword arguments", rt_exc_names[kind]);
  if (argc != 2) rt_raise(RT_EXC_TypeError, "BaseExceptionGroup.__new__() takes exactly 2 arguments (%d given)", argc);
  if (!rt_is_str(argv[0])) {
    rt_raise(RT_EXC_TypeError, "BaseExceptionGroup.__new__() argument 1 must be str, not %s", rt_type_name(argv[0]));
  }
  if (!rt_is_list(argv[1]) && !rt_is_tuple(argv[1])) {
    rt_raise(RT_EXC_TypeError, "second argument (exceptions) must be a sequence");
  }
  Value items = rt_call(rt_builtin_lookup("tuple"), 1, &argv[1], NULL);
  int mark = rt_cleanup_push_value(&items);
  const Tuple *t = RT_AS(Tuple, items);
  if (t->n == 0) rt_raise(RT_EXC_ValueError, "second argument (exceptions) must be a non-empty sequence");
  bool all_exceptions = true;
  for (int64_t k = 0; k < t->n; k++) {
    if (!rt_is_exception(t->items[k])) {
      rt_raise(RT_EXC_ValueError, "Item %lld of second argument (exceptions) is not an exception", (long long)k);
    }
    all_exceptions = all_exceptions && rt_exc_kind_is(RT_AS(ExcObj, t->items[k])->kind, RT_EXC_Exception);
  }
  if (kind == RT_EXC_ExceptionGroup && !all_exceptions) {
    rt_raise(RT_EXC_TypeError, "Cannot nest BaseExceptions in an ExceptionGroup");
  }
  if (kind == RT_EXC_BaseExceptionGroup && all_exceptions) kind = RT_EXC_ExceptionGroup;
  Value args = rt_tuple_from(2, argv);
  rt_cleanup_push_value(&args);
  Value e = rt_exc_instance_new(rt_exc_class(kind), kind, args);
  rt_cleanup_push_value(&e);
  rt_exc_set_attr(e, "message", argv[0]);
  rt_exc_set_attr(e, "exceptions", items);
  rt_cleanup_pop(mark + 2, false);
  rt_cleanup_pop(mark, true);
  return e;
}

/* "msg (2 sub-exceptions)" */
Value rt_exc_group_str(Value exc) {
  Value msg = group_message(exc), items = rt_exc_group_items(exc);
  int64_t n = rt_is_undef(items) ? 0 : RT_AS(Tuple, items)->n;
  Value s = rt_is_undef(msg) ? rt_str_from_c("") : rt_to_str(msg);
  int mark = rt_cleanup_push_value(&s);
  Value r = rt_str_printf("%s (%lld sub-exception%s)", rt_str_data(s), (long long)n, n == 1 ? "" : "s");
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- split, subgroup, derive ---- */

/* Does exc satisfy cond: an exception class or a tuple of them (isinstance), or a predicate? */
static bool satisfies(Value exc, Value cond) {
  if (rt_exc_is_class(cond) || rt_is_tuple(cond)) return rt_exception_matches(exc, cond);
  Value r = rt_call(cond, 1, &exc, NULL);
  bool yes = rt_truthy(r);
  rt_decref(r);
  return yes;
}

static void check_condition(Value cond) {
  bool ok = rt_exc_is_class(cond) || rt_is_tuple(cond);
  if (!ok) {
    Value r = rt_call(rt_builtin_lookup("callable"), 1, &cond, NULL);
    ok = rt_truthy(r);
  }
  if (!ok) rt_raise(RT_EXC_TypeError, "expected a function, exception type or tuple of exception types");
}

/* self.derive(excs): a group of the same message; the parts of a split get self's traceback,
 * cause and context */
static Value derive(Value self, Value excs, bool copy_meta) {
  Value msg = group_message(self);
  Value args[2] = {rt_is_undef(msg) ? rt_str_from_c("") : (rt_incref(msg), msg), excs};
  int mark = rt_cleanup_push_value(&args[0]);
  Value g = rt_exc_group_new(RT_EXC_BaseExceptionGroup, 2, args, NULL);
  rt_cleanup_push_value(&g);
  if (copy_meta) {
    const ExcObj *s = RT_AS(ExcObj, self);
    rt_exc_set_traceback(g, s->tb, s->ntb);
    rt_exc_set_cause(g, s->cause);
    RT_AS(ExcObj, g)->suppress_context = s->suppress_context;
    Value old = RT_AS(ExcObj, g)->context;
    RT_AS(ExcObj, g)->context = (rt_incref(s->context), s->context);
    rt_decref(old);
  }
  rt_cleanup_pop(mark + 1, false);
  rt_cleanup_pop(mark, true);
  return g;
}

/* The parts of exc that satisfy cond (*match) and that do not (*rest), each None when empty */
static void split(Value exc, Value cond, Value *match, Value *rest, int depth) {
  if (satisfies(exc, cond)) {
    *match = (rt_incref(exc), exc), *rest = rt_none();
    return;
  }
  Value items = rt_exc_group_items(exc);
  if (!rt_exc_is_group(exc) || rt_is_undef(items) || depth > 200) {
    *match = rt_none(), *rest = (rt_incref(exc), exc);
    return;
  }
  Value ms = rt_list_new(0), rs = rt_list_new(0);
  int mark = rt_cleanup_push_value(&ms);
  rt_cleanup_push_value(&rs);
  rt_incref(items);
  rt_cleanup_push_value(&items);
  const Tuple *t = RT_AS(Tuple, items);
  for (int64_t k = 0; k < t->n; k++) {
    Value m, r;
    split(t->items[k], cond, &m, &r, depth + 1);
    if (!rt_is_none(m)) rt_list_append(ms, m);
    if (!rt_is_none(r)) rt_list_append(rs, r);
    rt_decref(m), rt_decref(r);
  }
  *match = rt_len(ms) ? derive(exc, ms, true) : rt_none();
  *rest = rt_len(rs) ? derive(exc, rs, true) : rt_none();
  rt_cleanup_pop(mark, true);
}

void rt_exc_group_split(Value exc, Value cond, Value *match, Value *rest) { split(exc, cond, match, rest, 0); }

static Value g_split(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("split", argc, kw, 1, 1);
  check_condition(argv[0]);
  Value parts[2];
  split(self, argv[0], &parts[0], &parts[1], 0);
  Value t = rt_tuple_from(2, parts);
  rt_decref(parts[0]), rt_decref(parts[1]);
  return t;
}

static Value g_subgroup(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("subgroup", argc, kw, 1, 1);
  check_condition(argv[0]);
  Value m, r;
  split(self, argv[0], &m, &r, 0);
  rt_decref(r);
  return m;
}

static Value g_derive(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("derive", argc, kw, 1, 1);
  return derive(self, argv[0], false);
}

Value rt_exc_group_getattr(Value self, const char *name) {
  if (strcmp(name, "split") == 0) return rt_native_bind("split", g_split, self);
  if (strcmp(name, "subgroup") == 0) return rt_native_bind("subgroup", g_subgroup, self);
  if (strcmp(name, "derive") == 0) return rt_native_bind("derive", g_derive, self);
  return rt_undef();
}
