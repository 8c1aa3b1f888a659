/* kir_overloads_dict.c — a @jit dispatcher's `overloads`: Numba's OrderedDict from each
 * signature compiled (the tuple of argument types dispatcher.signatures lists) to its compile
 * result. Weft's result objects carry what a program can read from Numba's without its LLVM
 * internals: `signature` ("(int64,) -> int64", with .args and .return_type). */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "kir_typer.h"

typedef struct CompileResult {
  Obj hdr;
  Value signature; /* owned; RT_UNDEF when not known (an object-mode signature) */
} CompileResult;

static void result_free(Obj *o) {
  CompileResult *r = (CompileResult *)o;
  if (!rt_is_undef(r->signature)) rt_decref(r->signature);
  free(o);
}

static Value result_getattr(Value self, const char *name) {
  const CompileResult *r = RT_AS(CompileResult, self);
  if (strcmp(name, "signature") != 0 || rt_is_undef(r->signature)) return rt_undef();
  rt_incref(r->signature);
  return r->signature;
}

static Value result_repr(Value self) {
  const CompileResult *r = RT_AS(CompileResult, self);
  if (rt_is_undef(r->signature)) return rt_str_from_c("CompileResult(...)");
  Value text = rt_repr(r->signature);
  Value out = rt_str_printf("CompileResult(signature=%s, ...)", rt_str_data(text));
  rt_decref(text);
  return out;
}

static const ObjType result_type = {.name = "CompileResult", .free = result_free, .getattr = result_getattr,
                                    .repr = result_repr};

/* The entry of typed whose text is key's followed by " -> " (its return type), or RT_UNDEF. */
static Value typed_of(Value typed, Value key) {
  Value kt = rt_repr(key);
  size_t n = strlen(rt_str_data(kt));
  Value found = rt_undef();
  const List *l = RT_AS(List, typed);
  for (int64_t k = 0; k < l->n && rt_is_undef(found); k++) {
    Value t = rt_repr(l->items[k]);
    const char *s = rt_str_data(t);
    if (strncmp(s, rt_str_data(kt), n) == 0 && strncmp(s + n, " -> ", 4) == 0) found = l->items[k];
    rt_decref(t);
  }
  rt_decref(kt);
  return found;
}

Value kir_overloads_dict(Value dispatcher) {
  Value fn = RT_AS(KirDispatcher, dispatcher)->fn;
  Value keys = kir_signature_list(fn, false);
  int mark = rt_cleanup_push_value(&keys);
  Value typed = kir_signature_list(fn, true);
  rt_cleanup_push_value(&typed);
  Value collections = rt_import("collections");
  rt_cleanup_push_value(&collections);
  Value ctor = rt_getattr(collections, "OrderedDict");
  rt_cleanup_push_value(&ctor);
  Value out = rt_call(ctor, 0, NULL, NULL);
  rt_cleanup_push_value(&out);
  const List *l = RT_AS(List, keys);
  Value rv = rt_undef();
  for (int64_t k = 0; k < l->n; k++) {
    CompileResult *r = rt_malloc(sizeof *r);
    rt_obj_init(&r->hdr, &result_type);
    r->signature = typed_of(typed, l->items[k]);
    if (!rt_is_undef(r->signature)) rt_incref(r->signature);
    rv = rt_obj(r);
    int one = rt_cleanup_push_value(&rv);
    rt_setitem(out, l->items[k], rv);
    rt_cleanup_pop(one, true);
  }
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}
