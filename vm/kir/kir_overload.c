/* kir_overload.c — numba.extending as compiled code sees it: @overload(func) registers a typing
 * function that @jit code calling func asks, with the arguments' Numba types (numba.types
 * objects: isinstance(x, types.Array), x.ndim), for the implementation to inline there;
 * @register_jitable(fn) makes fn callable from @jit code (an njit dispatcher, which Python
 * calls run too). The registry is per VM and keeps the implementations' dispatchers alive,
 * since compiled code points into their syntax trees. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "../py/modlib.h"
#include "kir_typer.h"
#include "numba_types.h"

typedef struct OverloadState {
  Value typers;      /* {func: typing function} */
  Value dispatchers; /* {(func, "[argument types]"): njit dispatcher of its implementation} */
  Value members;     /* {name: (types class, typing function, is a method)} */
  int interpreting;  /* interpreted @jit calls running: members answer only then */
} OverloadState;

static void state_init(void *p) {
  OverloadState *s = p;
  s->typers = rt_undef();
  s->dispatchers = rt_undef();
  s->members = rt_undef();
}

static void state_fini(void *p) {
  OverloadState *s = p;
  if (!rt_is_undef(s->typers)) rt_decref(s->typers);
  if (!rt_is_undef(s->dispatchers)) rt_decref(s->dispatchers);
  if (!rt_is_undef(s->members)) rt_decref(s->members);
}

static RtStateKey state_key = {"numba.extending overloads", sizeof(OverloadState), state_init, state_fini, 0};

static OverloadState *state(void) {
  OverloadState *s = rt_runtime_state(&state_key);
  if (rt_is_undef(s->typers)) {
    s->typers = rt_dict_new();
    s->dispatchers = rt_dict_new();
    s->members = rt_dict_new();
  }
  return s;
}

Value kir_overload_find(Value func) {
  OverloadState *s = rt_runtime_state(&state_key);
  if (rt_is_undef(s->typers)) return rt_undef();
  return rt_dict_get(s->typers, func);
}

/* The Numba type of a value compiled code holds, as a numba.types object. */
static Value arg_type(Typer *T, TVal v, Span span) {
  KirTy t = {KIR_TY_SCALAR, DT_INT64, 0, 'A', 0};
  if (v.kind == TV_ARRAY) {
    const KirSlot *s = &T->f->slots[v.slot];
    bool whole = v.nfixed == 0 && v.rev == 0 && s->kind == KIR_SLOT_PARAM && s->param < T->f->usig.nargs;
    for (int k = 0; k < s->ndim && whole; k++) whole = !v.off[k] && !v.len[k] && !v.step[k];
    t = (KirTy){KIR_TY_ARRAY, s->dtype, s->ndim - v.nfixed, 'A', 0};
    if (whole && T->f->usig.args[s->param].kind == KIR_TY_ARRAY) t.layout = T->f->usig.args[s->param].layout;
  } else if (v.kind == TV_CPLX) {
    t.dtype = T->f->regs[v.reg] == DT_FLOAT32 ? DT_COMPLEX64 : DT_COMPLEX128;
  } else if (v.kind == TV_REG) {
    t.dtype = T->f->regs[v.reg];
  } else {
    kir_type_error(T, span, "this argument of an @overload function has no Numba type in Weft");
  }
  return nb_type_new(t);
}

/* The implementation's dispatcher for these argument types (a list of type objects): the
 * typing function runs once per specialisation, as Numba's does. */
static Value impl_dispatcher(Value func, Value typer, Value types) {
  OverloadState *s = state();
  Value items[2] = {func, rt_repr(types)};
  Value impl = rt_undef(); /* function scope: its cleanup is popped after the if */
  int mark = rt_cleanup_push_value(&items[1]);
  Value key = rt_tuple_from(2, items);
  rt_cleanup_push_value(&key);
  Value disp = rt_dict_get(s->dispatchers, key);
  if (rt_is_undef(disp)) {
    impl = rt_call(typer, (int)RT_AS(List, types)->n, RT_AS(List, types)->items, NULL);
    rt_cleanup_push_value(&impl);
    if (rt_is_none(impl))
      rt_raise(RT_EXC_TypingError, "No implementation of function %s found for signature: %s",
               RT_AS(Function, func)->proto->name, rt_str_data(items[1]));
    Value made = kir_njit_dispatcher(impl);
    rt_dict_set(s->dispatchers, key, made);
    rt_decref(made);
    disp = rt_dict_get(s->dispatchers, key);
  }
  rt_cleanup_pop(mark, true);
  return disp; /* borrowed: the registry keeps it */
}

TVal kir_overload_call(Typer *T, Value func, Value typer, const Expr *call, TVal *argv) {
  int argc = call->as.call.nargs;
  Span span = call->span;
  Value types = rt_list_new(argc); /* the typing function's arguments */
  int tmark = rt_cleanup_push_value(&types);
  for (int k = 0; k < argc; k++) {
    Value t = arg_type(T, argv[k], span);
    rt_list_append(types, t);
    rt_decref(t);
  }
  Value disp = impl_dispatcher(func, typer, types);
  rt_cleanup_pop(tmark, true);
  return kir_inline_call(T, disp, call, argv);
}

/* @overload(func, ...)'s decorator: registers the typing function, returns it. */
static Value overload_apply(Value func, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("overload", argc, kw, 1, 1);
  rt_dict_set(state()->typers, func, argv[0]);
  rt_incref(argv[0]);
  return argv[0];
}

/* overload(func, jit_options={}, strict=True, inline='never', prefer_literal=False) */
static Value nb_overload(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"func", "jit_options", "strict", "inline", "prefer_literal"};
  Value a[5];
  rt_parse_args("overload", argc, argv, kw, 5, names, 1, a);
  if (!vm_is_function(a[0]))
    rt_raise(RT_EXC_TypeError, "Weft's @overload takes a Python function, not '%s'", rt_type_name(a[0]));
  return rt_native_bind("overload", overload_apply, a[0]);
}

static Value jitable_apply(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("register_jitable", argc, kw, 1, 1);
  return kir_njit_dispatcher(argv[0]);
}

/* @register_jitable, @register_jitable(**options) */
static Value nb_register_jitable(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (argc == 1 && vm_is_function(argv[0])) return jitable_apply(self, argc, argv, kw);
  rt_check_nargs("register_jitable", argc, NULL, 0, 0);
  return rt_native_bind("register_jitable", jitable_apply, rt_none());
}

/* ---- @overload_method(types.Array, 'name') and @overload_attribute(types.Array, 'name') ----
 * The typing function gets the receiver's Numba type (and a method's arguments' types) and
 * returns the implementation, called with the receiver first. Interpreted @jit code reaches
 * them through rt_getattr's missing-attribute hook; Python code outside @jit does not, as in
 * Numba. */

static Value member_entry(const char *name) {
  OverloadState *s = rt_runtime_state(&state_key);
  if (rt_is_undef(s->members) || !s->interpreting) return rt_undef();
  Value key = rt_str_from_c(name);
  Value e = rt_dict_get(s->members, key);
  rt_decref(key);
  return e;
}

bool kir_overload_member_known(const char *name) {
  OverloadState *s = rt_runtime_state(&state_key);
  if (rt_is_undef(s->members)) return false;
  Value key = rt_str_from_c(name);
  bool known = !rt_is_undef(rt_dict_get(s->members, key));
  rt_decref(key);
  return known;
}

/* The Numba types of the receiver and argv[0..argc), as a list (new reference). */
static Value member_types(Value self, int argc, const Value *argv) {
  Value types = rt_list_new(argc + 1);
  int mark = rt_cleanup_push_value(&types);
  for (int k = -1; k < argc; k++) {
    KirTy t;
    char why[160];
    if (!kir_try_type_of_value(k < 0 ? self : argv[k], &t, why, sizeof why)) rt_raise(RT_EXC_TypingError, "%s", why);
    Value tv = nb_type_new(t);
    rt_list_append(types, tv);
    rt_decref(tv);
  }
  rt_cleanup_pop(mark, false);
  return types;
}

/* data: (typing function, receiver) */
static Value member_method_call(Value data, int argc, const Value *argv, const Kwargs *kw) {
  Value typer = RT_AS(Tuple, data)->items[0], self = RT_AS(Tuple, data)->items[1];
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "keyword arguments are not supported in calls of @overload_method methods");
  if (argc + 1 > KIR_MAX_ARGS) rt_raise(RT_EXC_TypeError, "too many arguments for an @overload_method method");
  Value types = member_types(self, argc, argv);
  int mark = rt_cleanup_push_value(&types);
  Value all[KIR_MAX_ARGS];
  all[0] = self;
  for (int k = 0; k < argc; k++) all[k + 1] = argv[k];
  Value r = rt_call(impl_dispatcher(typer, typer, types), argc + 1, all, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value member_missing(Value obj, const char *name) {
  Value e = member_entry(name);
  if (rt_is_undef(e)) return rt_undef();
  const Tuple *t = RT_AS(Tuple, e);
  KirTy ty;
  char why[160];
  if (!kir_try_type_of_value(obj, &ty, why, sizeof why)) return rt_undef();
  Value tv = nb_type_new(ty);
  bool fits = RT_AS(NativeFunc, t->items[0])->instancecheck(tv);
  rt_decref(tv);
  if (!fits) return rt_undef();
  if (rt_truthy(t->items[2])) {
    Value items[2] = {t->items[1], obj};
    Value data = rt_tuple_from(2, items);
    Value m = rt_native_bind(name, member_method_call, data);
    rt_decref(data);
    return m;
  }
  Value types = member_types(obj, 0, NULL);
  int mark = rt_cleanup_push_value(&types);
  Value r = rt_call(impl_dispatcher(t->items[1], t->items[1], types), 1, &obj, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* data: (types class, name, is a method) */
static Value member_apply(Value data, int argc, const Value *argv, const Kwargs *kw) {
  const Tuple *d = RT_AS(Tuple, data);
  rt_check_nargs(rt_truthy(d->items[2]) ? "overload_method" : "overload_attribute", argc, kw, 1, 1);
  Value items[3] = {d->items[0], argv[0], d->items[2]};
  Value entry = rt_tuple_from(3, items);
  rt_dict_set(state()->members, d->items[1], entry);
  rt_decref(entry);
  rt_incref(argv[0]);
  return argv[0];
}

static bool is_array(Value v);
static bool is_number(Value v);
static bool is_integer(Value v);
static bool is_float(Value v);
static bool is_complex(Value v);
static bool is_boolean(Value v);

/* One of numba.types' classes kir_register_type_classes makes. */
static bool is_type_class(Value v) {
  if (!rt_is_native(v)) return false;
  bool (*check)(Value) = RT_AS(NativeFunc, v)->instancecheck;
  return check == is_array || check == is_number || check == is_integer || check == is_float || check == is_complex ||
         check == is_boolean;
}

static Value member_decorator(const char *what, int argc, const Value *argv, const Kwargs *kw, bool method) {
  if (argc != 2) rt_raise(RT_EXC_TypeError, "%s() takes the type class and the name", what);
  (void)kw; /* jit_options, prefer_literal: Weft's implementations are compiled the same way */
  if (!is_type_class(argv[0]))
    rt_raise(RT_EXC_TypeError, "Weft's @%s takes one of numba.types' classes (types.Array, types.Float, ...)", what);
  if (!rt_is_str(argv[1])) rt_raise(RT_EXC_TypeError, "%s() takes the name as a string, not '%s'", what, rt_type_name(argv[1]));
  rt_set_attr_missing(member_missing);
  Value items[3] = {argv[0], argv[1], rt_bool(method)};
  Value data = rt_tuple_from(3, items);
  Value r = rt_native_bind(what, member_apply, data);
  rt_decref(data);
  return r;
}

static Value nb_overload_method(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return member_decorator("overload_method", argc, argv, kw, true);
}

static Value nb_overload_attribute(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return member_decorator("overload_attribute", argc, argv, kw, false);
}

void kir_extending_module_init(Value m) {
  rt_module_add_fn(m, "overload", nb_overload);
  rt_module_add_fn(m, "register_jitable", nb_register_jitable);
  rt_module_add_fn(m, "overload_method", nb_overload_method);
  rt_module_add_fn(m, "overload_attribute", nb_overload_attribute);
}

/* ---- numba.types' classes, for isinstance() in @overload typing functions ---- */

static bool plain_type(Value v, KirTyKind kind) {
  if (!nb_is_type(v)) return false;
  const NbType *t = RT_AS(NbType, v);
  return !t->is_sig && !t->is_tuple && t->ty.kind == kind;
}

static char scalar_kind(Value v) { return plain_type(v, KIR_TY_SCALAR) ? rt_dtypes[RT_AS(NbType, v)->ty.dtype].kind : 0; }
static bool is_array(Value v) { return plain_type(v, KIR_TY_ARRAY); }
static bool is_number(Value v) { return scalar_kind(v) && scalar_kind(v) != 'b'; }
static bool is_integer(Value v) { return scalar_kind(v) == 'i' || scalar_kind(v) == 'u'; }
static bool is_float(Value v) { return scalar_kind(v) == 'f'; }
static bool is_complex(Value v) { return scalar_kind(v) == 'c'; }
static bool is_boolean(Value v) { return scalar_kind(v) == 'b'; }
/* Weft's typer has no datetime types: no type it makes is one (generated_jit and @overload
 * typing functions test for them before falling through to their other cases). */
static bool is_no_type(Value v) { (void)v; return false; }

static Value no_ctor(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argc, (void)argv, (void)kw;
  rt_raise(RT_EXC_TypeError, "Weft's numba.types classes are for isinstance() only");
}

/* types.Array(dtype, ndim, layout): the array type a signature names (numba.core.types.npytypes;
 * readonly, name and aligned are taken and not kept). */
static Value array_ctor(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[6] = {"dtype", "ndim", "layout", "readonly", "name", "aligned"};
  Value a[6];
  rt_bind_pyargs("Array.__init__", argc, argv, kw, 6, names, 3, a);
  if (!plain_type(a[0], KIR_TY_SCALAR)) rt_raise(RT_EXC_TypeError, "types.Array() takes a Numba scalar type as its dtype in Weft");
  int64_t ndim = rt_to_index(a[1], NULL);
  const char *lay = rt_is_str(a[2]) ? rt_str_data(a[2]) : "";
  if (strcmp(lay, "C") && strcmp(lay, "F") && strcmp(lay, "A")) {
    Value r = rt_repr(a[2]);
    rt_cleanup_push_value(&r); /* freed by the unwinding */
    rt_raise(RT_EXC_NumbaValueError, "Invalid layout %s", rt_str_data(r));
  }
  if (ndim < 0 || ndim > KIR_MAX_INDEX) rt_raise(RT_EXC_ValueError, "types.Array(): %lld dimensions are not supported", (long long)ndim);
  KirTy t = {KIR_TY_ARRAY, RT_AS(NbType, a[0])->ty.dtype, (int)ndim, lay[0], 0};
  return nb_type_new(t);
}

/* A tuple type of n items of one type (numba.typeof((1, 2)) is UniTuple(int64 x 2)). */
static bool is_unituple(Value v) {
  if (!nb_is_type(v) || !RT_AS(NbType, v)->is_tuple) return false;
  const KirSig *s = &RT_AS(NbType, v)->sig;
  for (int k = 1; k < s->nargs; k++) {
    const KirTy *a = &s->args[k], *b = &s->args[0];
    if (a->kind != b->kind || a->dtype != b->dtype || a->ndim != b->ndim || a->layout != b->layout || a->rec != b->rec)
      return false;
  }
  return true;
}

/* types.UniTuple(dtype, count): count items of one scalar type. */
static Value unituple_ctor(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[2] = {"dtype", "count"};
  Value a[2];
  rt_bind_pyargs("UniTuple.__init__", argc, argv, kw, 2, names, 2, a);
  if (!plain_type(a[0], KIR_TY_SCALAR)) rt_raise(RT_EXC_TypeError, "types.UniTuple() takes a Numba scalar type in Weft");
  int64_t n = rt_to_index(a[1], NULL);
  if (n < 1 || n > KIR_MAX_ARGS) rt_raise(RT_EXC_ValueError, "types.UniTuple(): %lld items are not supported", (long long)n);
  KirTy items[KIR_MAX_ARGS];
  for (int64_t k = 0; k < n; k++) items[k] = RT_AS(NbType, a[0])->ty;
  return nb_tuple_type_new(items, (int)n);
}

void kir_register_type_classes(Value types_module) {
  static const struct {
    const char *name, *repr;
    bool (*check)(Value);
  } classes[] = {
      {"Array", "<class 'numba.core.types.npytypes.Array'>", is_array},
      {"Number", "<class 'numba.core.types.abstract.Number'>", is_number},
      {"Integer", "<class 'numba.core.types.scalars.Integer'>", is_integer},
      {"Float", "<class 'numba.core.types.scalars.Float'>", is_float},
      {"Complex", "<class 'numba.core.types.scalars.Complex'>", is_complex},
      {"Boolean", "<class 'numba.core.types.scalars.Boolean'>", is_boolean},
      {"NPDatetime", "<class 'numba.core.types.scalars.NPDatetime'>", is_no_type},
      {"NPTimedelta", "<class 'numba.core.types.scalars.NPTimedelta'>", is_no_type},
  };
  for (size_t k = 0; k < sizeof classes / sizeof *classes; k++)
    rt_module_set(types_module, classes[k].name,
                  rt_native_class(classes[k].name, k == 0 ? array_ctor : no_ctor, classes[k].check, classes[k].repr));
  rt_module_set(types_module, "UniTuple",
                rt_native_class("UniTuple", unituple_ctor, is_unituple, "<class 'numba.core.types.containers.UniTuple'>"));
}

/* ---- the interpreter tier: interpreted @jit code calls the implementation too ----
 * While a @jit function runs in the interpreter, the module globals bound to an @overload'ed
 * function hold a shim that types the call's arguments as Numba would, asks the typing
 * function and calls the implementation's dispatcher (cached per argument types). */

static Value shim_call(Value data, int argc, const Value *argv, const Kwargs *kw) {
  Value func = RT_AS(Tuple, data)->items[0], typer = RT_AS(Tuple, data)->items[1];
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "keyword arguments are not supported in calls of @overload functions");
  Value types = rt_list_new(argc);
  int mark = rt_cleanup_push_value(&types);
  for (int k = 0; k < argc; k++) {
    KirTy t;
    char why[160];
    if (!kir_try_type_of_value(argv[k], &t, why, sizeof why)) rt_raise(RT_EXC_TypingError, "%s", why);
    Value tv = nb_type_new(t);
    rt_list_append(types, tv);
    rt_decref(tv);
  }
  Value r = rt_call(impl_dispatcher(func, typer, types), argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

void kir_overload_enter(Value fn, KirOverloadSwap *swap) {
  swap->fn = fn;
  swap->pairs = rt_undef();
  OverloadState *s = rt_runtime_state(&state_key);
  s->interpreting++;
  if (rt_is_undef(s->typers) || !rt_dict_len(s->typers)) return;
  swap->pairs = rt_list_new(0);
  Value func, typer;
  for (int64_t i = 0; rt_dict_next(s->typers, &i, &func, &typer);) {
    Value items[2] = {func, typer};
    Value data = rt_tuple_from(2, items);
    Value shim = rt_native_bind(RT_AS(Function, func)->proto->name, shim_call, data);
    rt_decref(data);
    if (vm_function_rebind_globals(fn, func, shim)) {
      Value pair[2] = {func, shim};
      Value t = rt_tuple_from(2, pair);
      rt_list_append(swap->pairs, t);
      rt_decref(t);
    }
    rt_decref(shim);
  }
}

void kir_overload_leave(void *p) {
  KirOverloadSwap *swap = p;
  OverloadState *s = rt_runtime_state(&state_key);
  s->interpreting--;
  if (rt_is_undef(swap->pairs)) return;
  const List *l = RT_AS(List, swap->pairs);
  for (int64_t k = 0; k < l->n; k++) {
    const Tuple *t = RT_AS(Tuple, l->items[k]);
    vm_function_rebind_globals(swap->fn, t->items[1], t->items[0]);
  }
  rt_decref(swap->pairs);
  swap->pairs = rt_undef();
}
