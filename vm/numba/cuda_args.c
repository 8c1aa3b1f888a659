/* cuda_args.c — numba.cuda's argument hints In, Out and InOut (numba/cuda/args.py), which
 * say how a launch moves a host array: In copies it to the device only (the kernel's writes
 * are lost to the host), Out copies it back only and InOut both ways, as an unwrapped host
 * array goes. A device array, or anything that is not a host array, passes as it is. The
 * launch (kir_objects.c) asks cuda_arg_hint_resolve for each argument; `h.value` is the
 * wrapped object. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../kir/kir.h"
#include "../np/array.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "devarray.h"
#include "devrecarray.h"
#include "numba_module.h"

typedef enum { HINT_IN, HINT_OUT, HINT_INOUT } HintKind;

typedef struct ArgHint {
  Obj hdr;
  HintKind kind;
  Value value;
} ArgHint;

static void hint_free(Obj *o) {
  rt_decref(((ArgHint *)o)->value);
  free(o);
}

static const char *const hint_names[] = {"In", "Out", "InOut"};

static Value hint_repr(Value self) {
  const ArgHint *h = RT_AS(ArgHint, self);
  return rt_str_printf("<numba.cuda.args.%s object at %p>", hint_names[h->kind], (void *)h);
}

static Value hint_getattr(Value self, const char *name) {
  if (!strcmp(name, "value")) {
    Value v = RT_AS(ArgHint, self)->value;
    rt_incref(v);
    return v;
  }
  return rt_undef();
}

static Value hint_type_object(Value self);

static const ObjType hint_types[] = {
    {.name = "In", .type_object = hint_type_object, .free = hint_free, .repr = hint_repr, .getattr = hint_getattr},
    {.name = "Out", .type_object = hint_type_object, .free = hint_free, .repr = hint_repr, .getattr = hint_getattr},
    {.name = "InOut", .type_object = hint_type_object, .free = hint_free, .repr = hint_repr, .getattr = hint_getattr},
};

static bool is_in(Value v) { return rt_is_type(v, &hint_types[HINT_IN]); }
static bool is_out(Value v) { return rt_is_type(v, &hint_types[HINT_OUT]); }
static bool is_inout(Value v) { return rt_is_type(v, &hint_types[HINT_INOUT]); }

static Value cuda_in(Value self, int argc, const Value *argv, const Kwargs *kw);
static Value cuda_out(Value self, int argc, const Value *argv, const Kwargs *kw);
static Value cuda_inout(Value self, int argc, const Value *argv, const Kwargs *kw);

/* The classes cuda.In, cuda.Out, cuda.InOut (made once): calling one makes a hint, and
 * type(h) and isinstance name them. */
static Value hint_class(HintKind kind) {
  static Value classes[3];
  if (!rt_is_obj(classes[kind])) {
    static const NativeFn ctors[] = {cuda_in, cuda_out, cuda_inout};
    static bool (*const checks[])(Value) = {is_in, is_out, is_inout};
    static const char *const reprs[] = {"<class 'numba.cuda.args.In'>", "<class 'numba.cuda.args.Out'>",
                                        "<class 'numba.cuda.args.InOut'>"};
    classes[kind] = rt_native_class(hint_names[kind], ctors[kind], checks[kind], reprs[kind]);
  }
  rt_incref(classes[kind]);
  return classes[kind];
}

static Value hint_type_object(Value self) { return hint_class(RT_AS(ArgHint, self)->kind); }

static Value hint_new(HintKind kind, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"value"};
  Value a[1];
  rt_parse_args(hint_names[kind], argc, argv, kw, 1, names, 1, a);
  ArgHint *h = rt_calloc(1, sizeof *h);
  rt_obj_init(&h->hdr, &hint_types[kind]);
  h->kind = kind;
  rt_incref(a[0]);
  h->value = a[0];
  return rt_obj(h);
}

static Value cuda_in(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return hint_new(HINT_IN, argc, argv, kw);
}

static Value cuda_out(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return hint_new(HINT_OUT, argc, argv, kw);
}

static Value cuda_inout(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return hint_new(HINT_INOUT, argc, argv, kw);
}

/* What a launch passes for argument v (a new reference), RT_UNDEF when v is no hint: In's host
 * array becomes a device copy for this launch (cuda.to_device's, counted as Numba's one copy
 * in), so the kernel's writes stay on the device. */
static Value cuda_arg_hint_resolve(Value v) {
  if (rt_is_devrec(v)) { /* device records: the kernel takes (and writes) the records themselves */
    Value rec = rt_devrec_records(v);
    rt_incref(rec);
    return rec;
  }
  for (int k = 0; k < 3; k++) {
    if (!rt_is_type(v, &hint_types[k])) continue;
    const ArgHint *h = RT_AS(ArgHint, v);
    if (h->kind == HINT_IN && rt_is_array(h->value)) return rt_devarray_from_host(h->value);
    rt_incref(h->value);
    return h->value;
  }
  return rt_undef();
}

void rt_cuda_args_register(Value cuda) {
  for (int k = 0; k < 3; k++) rt_module_set(cuda, hint_names[k], hint_class((HintKind)k));
  kir_set_arg_hint_resolve(cuda_arg_hint_resolve);
}
