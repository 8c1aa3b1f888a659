/* contextlib_exitstack.c — contextlib.ExitStack: a stack of exit callbacks (context managers'
 * __exit__ methods, push()ed exit functions, callback()s with their arguments) unwound in LIFO
 * order by __exit__ or close(), as nested with statements would be: an exit function that
 * answers true suppresses the exception; one that raises replaces it, the replaced exception
 * becoming the new one's __context__ (CPython's _fix_exception_context); the last exception
 * left pending is raised at the end. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* An entry is a tuple (fn,) for an exit function called with (type, exc, tb), or
 * (fn, args, kwnames, kwvalues) for a callback() called with its own arguments. */
typedef struct ExitStack {
  Obj hdr;
  Value entries; /* a list of entry tuples, oldest first */
} ExitStack;

static const ObjType exitstack_type;
typedef struct ModState {
  Value exitstack_class; /* borrowed: the module holds it */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"contextlib.ExitStack", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

#define ES(v) RT_AS(ExitStack, v)

static void es_free(Obj *o) {
  rt_decref(((ExitStack *)o)->entries);
  free(o);
}

static Value es_repr(Value self) {
  return rt_str_printf("<contextlib.ExitStack object at %p>", (void *)self.as.o);
}

static Value es_new(Value entries) {
  ExitStack *s = rt_malloc(sizeof *s);
  rt_obj_init(&s->hdr, &exitstack_type);
  s->entries = entries;
  return rt_obj(s);
}

static void push_entry(Value self, Value entry) {
  rt_list_append(ES(self)->entries, entry);
  rt_decref(entry);
}

/* ---- registering ---- */

/* "'builtins.int' object does not support the context manager protocol": the class named
 * with its module, as CPython's message does. */
static _Noreturn void not_a_manager(Value cm) {
  Value cls = rt_getattr(cm, "__class__");
  rt_cleanup_push_value(&cls);
  Value mod = rt_undef(), name = rt_undef();
  rt_cleanup_push_value(&mod);
  rt_cleanup_push_value(&name);
  if (!rt_try_getattr(cls, "__module__", &mod) || !rt_is_str(mod)) mod = rt_str_from_c("builtins");
  if (!rt_try_getattr(cls, "__qualname__", &name) || !rt_is_str(name)) name = rt_str_from_c(rt_type_name(cm));
  rt_raise(RT_EXC_TypeError, "'%s.%s' object does not support the context manager protocol", rt_str_data(mod),
           rt_str_data(name));
}

static Value m_enter_context(ARGS) {
  Value cm;
  py_parse_method_args("_BaseExitStack.enter_context", self, argc, argv, kw, 1, (const char *const[]){"cm"}, 1, &cm);
  Value enter = rt_undef(), exit = rt_undef();
  int mark = rt_cleanup_push_value(&enter);
  rt_cleanup_push_value(&exit);
  if (!rt_try_getattr(cm, "__enter__", &enter) || !rt_try_getattr(cm, "__exit__", &exit)) not_a_manager(cm);
  Value result = rt_call(enter, 0, NULL, NULL);
  push_entry(self, rt_tuple_from(1, &exit));
  rt_cleanup_pop(mark, true);
  return result;
}

static Value m_push(ARGS) {
  Value a[1];
  py_parse_method_args("_BaseExitStack.push", self, argc, argv, kw, 1, (const char *const[]){"exit"}, 1, a);
  Value fn = rt_undef();
  int mark = rt_cleanup_push_value(&fn);
  if (!rt_try_getattr(a[0], "__exit__", &fn)) fn = (rt_incref(a[0]), a[0]);
  push_entry(self, rt_tuple_from(1, &fn));
  rt_cleanup_pop(mark, true);
  return (rt_incref(a[0]), a[0]);
}

static Value m_callback(ARGS) {
  if (argc < 1) {
    rt_raise(RT_EXC_TypeError, "_BaseExitStack.callback() missing 1 required positional argument: 'callback'");
  }
  int nkw = kw ? kw->n : 0;
  Value e = rt_tuple_new(4);
  int mark = rt_cleanup_push_value(&e);
  rt_tuple_set(e, 0, (rt_incref(argv[0]), argv[0]));
  rt_tuple_set(e, 1, rt_tuple_from(argc - 1, argv + 1));
  rt_tuple_set(e, 2, rt_tuple_new(nkw));
  rt_tuple_set(e, 3, rt_tuple_from(nkw, nkw ? kw->values : NULL));
  for (int k = 0; k < nkw; k++) {
    Value *slot = &RT_AS(Tuple, RT_AS(Tuple, e)->items[2])->items[k];
    *slot = rt_str_from_c(kw->names[k]);
  }
  rt_cleanup_pop(mark, false);
  push_entry(self, e);
  return (rt_incref(argv[0]), argv[0]);
}

static Value m_pop_all(ARGS) {
  (void)argv;
  py_parse_method_args("_BaseExitStack.pop_all", self, argc, argv, kw, 0, NULL, 0, NULL);
  Value fresh = rt_list_new(0);
  Value moved = ES(self)->entries;
  ES(self)->entries = fresh;
  return es_new(moved);
}

/* ---- unwinding ---- */

typedef struct Job {
  Value entry, exc; /* exc: the pending exception or None */
  bool suppress;
} Job;

static void call_entry(void *ud) {
  Job *j = ud;
  Tuple *t = RT_AS(Tuple, j->entry);
  if (t->n == 1) {
    Value a[3] = {rt_none(), j->exc, rt_none()};
    if (!rt_is_none(j->exc)) {
      a[0] = rt_exc_class_of(j->exc);
      a[2] = rt_getattr(j->exc, "__traceback__");
    }
    int mark = rt_cleanup_push_value(&a[2]);
    Value r = rt_call(t->items[0], 3, a, NULL);
    rt_cleanup_push_value(&r);
    j->suppress = rt_truthy(r);
    rt_cleanup_pop(mark, true);
    return;
  }
  Tuple *names = RT_AS(Tuple, t->items[2]), *vals = RT_AS(Tuple, t->items[3]);
  const char *cnames[names->n ? names->n : 1];
  for (int64_t k = 0; k < names->n; k++) cnames[k] = rt_str_data(names->items[k]);
  Kwargs kw = {(int)names->n, cnames, vals->items};
  Tuple *args = RT_AS(Tuple, t->items[1]);
  rt_decref(rt_call(t->items[0], (int)args->n, args->items, names->n ? &kw : NULL));
}

/* The exception a failed call raised, as an object (a new reference) with its traceback. An
 * error C code raised gets the context Python's implicit chaining would give it. */
Value py_exc_caught(Value frame_exc) {
  Exception *e = rt_error_take();
  Value v;
  if (e && e->value) {
    v = rt_obj(e->value);
    e->value = NULL;
  } else {
    v = rt_exc_from_message(e ? e->kind : RT_EXC_MemoryError, e && e->message ? e->message : "");
    if (!rt_is_none(frame_exc)) rt_exc_set_context(v, frame_exc);
  }
  /* the frames below the one running the with statement: raising it again from here puts
   * that one and its callers in front, as the VM does for an exception it caught */
  Exception *here = rt_trace_here();
  int depth = here->ntrace;
  rt_exception_free(here);
  if (e && e->ntrace > depth) rt_exc_set_traceback(v, e->trace + depth, e->ntrace - depth);
  rt_exception_free(e);
  return v;
}

/* new's __context__ chain made to end at old instead of frame_exc (CPython's
 * _fix_exception_context): a chain that already ends (None) or reaches old is left alone. */
static void fix_context(Value new_exc, Value old, Value frame_exc) {
  Value cur = new_exc;
  for (int guard = 0; guard < 1000; guard++) {
    Value ctx = RT_AS(ExcObj, cur)->context;
    if (rt_is_none(ctx) || ctx.as.o == old.as.o) return;
    if (ctx.as.o == frame_exc.as.o) break;
    if (!rt_is_exception(ctx)) return;
    cur = ctx;
  }
  ExcObj *c = RT_AS(ExcObj, cur);
  rt_incref(old);
  rt_decref(c->context);
  c->context = old;
}

/* Unwind every entry; exc (borrowed) is the exception the with body raised, or None. Answers
 * whether exc is suppressed; raises the exception an exit function left pending. */
static bool unwind(Value self, Value exc) {
  Value pending = (rt_incref(exc), exc);
  int mark = rt_cleanup_push_value(&pending);
  bool suppressed = false, raising = false;
  /* the list is looked up again each time: an exit function may pop_all() this stack */
  while (RT_AS(List, ES(self)->entries)->n > 0) {
    List *l = RT_AS(List, ES(self)->entries);
    Job j = {l->items[--l->n], pending, false};
    int inner = rt_cleanup_push_value(&j.entry);
    if (rt_pcall(call_entry, &j)) {
      Value n = py_exc_caught(exc);
      if (!rt_is_none(pending)) fix_context(n, pending, exc);
      rt_decref(pending);
      pending = n;
      raising = true;
    } else if (j.suppress) {
      suppressed = true;
      raising = false;
      rt_decref(pending);
      pending = rt_none();
    }
    rt_cleanup_pop(inner, true);
  }
  if (raising) rt_raise_exc(pending); /* the cleanup at mark releases our reference */
  rt_cleanup_pop(mark, true);
  return !rt_is_none(exc) && suppressed;
}

static Value m_enter(ARGS) {
  (void)argv;
  py_parse_method_args("_BaseExitStack.__enter__", self, argc, argv, kw, 0, NULL, 0, NULL);
  return (rt_incref(self), self);
}

static Value m_exit(ARGS) {
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "ExitStack.__exit__() got an unexpected keyword argument '%s'", kw->names[0]);
  Value exc = argc >= 2 && rt_is_exception(argv[1]) ? argv[1] : rt_none();
  return rt_bool(unwind(self, exc));
}

static Value m_close(ARGS) {
  (void)argv;
  py_parse_method_args("ExitStack.close", self, argc, argv, kw, 0, NULL, 0, NULL);
  unwind(self, rt_none());
  return rt_none();
}

static const struct {
  const char *name;
  NativeFn fn;
} methods[] = {
    {"enter_context", m_enter_context}, {"push", m_push},         {"callback", m_callback},
    {"pop_all", m_pop_all},             {"close", m_close},       {"__enter__", m_enter},
    {"__exit__", m_exit},
};

static Value es_getattr(Value self, const char *name) {
  for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) {
    if (strcmp(methods[k].name, name) == 0) return rt_native_bind(methods[k].name, methods[k].fn, self);
  }
  return rt_undef();
}

static Value es_class(Value self) {
  ModState *st = mod_state();
  (void)self;
  return (rt_incref(st->exitstack_class), st->exitstack_class);
}

static const ObjType exitstack_type = {
    .name = "ExitStack",
    .free = es_free,
    .repr = es_repr,
    .getattr = es_getattr,
    .type_object = es_class,
};

static Value c_exitstack(ARGS) {
  (void)self, (void)argv;
  if (argc > 0) {
    rt_raise(RT_EXC_TypeError, "_BaseExitStack.__init__() takes 1 positional argument but %d were given", argc + 1);
  }
  if (kw && kw->n) {
    rt_raise(RT_EXC_TypeError, "_BaseExitStack.__init__() got an unexpected keyword argument '%s'", kw->names[0]);
  }
  return es_new(rt_list_new(0));
}

static bool is_exitstack(Value v) { return rt_is_type(v, &exitstack_type); }

void py_contextlib_exitstack_init(Value m) {
  ModState *st = mod_state();
  st->exitstack_class = rt_native_class("ExitStack", c_exitstack, is_exitstack, "<class 'contextlib.ExitStack'>");
  rt_module_set(m, "ExitStack", st->exitstack_class);
}
