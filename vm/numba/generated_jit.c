/* generated_jit.c — numba.generated_jit: the decorated function is called at compile time with
 * the Numba types of a call's arguments (numba.typeof of each) and returns the implementation
 * for them, which is compiled as @njit would compile it. One implementation per tuple of
 * argument types, chosen at its first call and kept (the dispatcher's specialisations). */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../host/proto.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "numba_module.h"

typedef struct GenJit {
  Obj hdr;
  Value fn;    /* the generator of implementations; RT_UNDEF for generated_jit(options) */
  Value impls; /* repr of the argument types' tuple -> the implementation's dispatcher */
} GenJit;

static Value genjit_new(Value fn);

static void genjit_free(Obj *o) {
  GenJit *g = (GenJit *)o;
  rt_decref(g->fn);
  rt_decref(g->impls);
  free(o);
}

/* The temporaries of one call (released however it ends). */
typedef struct GenCall {
  Value types, key, impl, jit;
} GenCall;

static void gencall_drop(void *p) {
  GenCall *c = p;
  rt_decref(c->types);
  rt_decref(c->key);
  rt_decref(c->impl);
  rt_decref(c->jit);
}

static Value genjit_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  GenJit *g = RT_AS(GenJit, self);
  if (rt_is_undef(g->fn)) { /* generated_jit(nopython=True)(fn) */
    if (argc != 1 || (kw && kw->n) || !vm_is_function(argv[0]))
      rt_raise(RT_EXC_TypeError, "generated_jit decorator takes one function");
    return genjit_new(argv[0]);
  }
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "a generated_jit function takes positional arguments here");
  GenCall c = {rt_none(), rt_none(), rt_none(), rt_none()};
  int mark = rt_cleanup_push(gencall_drop, &c);
  Value numba = rt_import("numba");
  Value typeof = rt_getattr(numba, "typeof");
  rt_decref(numba);
  c.jit = typeof;
  c.types = rt_tuple_new(argc);
  for (int k = 0; k < argc; k++) rt_tuple_set(c.types, k, rt_call(typeof, 1, &argv[k], NULL));
  c.key = rt_repr(c.types);
  Value disp = rt_dict_get(g->impls, c.key);
  if (rt_is_undef(disp)) {
    c.impl = rt_call(g->fn, argc, RT_AS(Tuple, c.types)->items, NULL);
    if (!vm_is_function(c.impl)) {
      Value r = rt_repr(c.impl);
      rt_cleanup_push_value(&r);
      rt_raise(RT_EXC_TypeError, "generated_jit function must return a Python function, got %s", rt_str_data(r));
    }
    numba = rt_import("numba");
    Value njit = rt_getattr(numba, "njit");
    rt_decref(numba);
    rt_decref(c.jit);
    c.jit = njit;
    disp = rt_call(njit, 1, &c.impl, NULL);
    rt_dict_set(g->impls, c.key, disp);
    rt_decref(disp);
  }
  Value r = rt_call(disp, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* signatures / nopython_signatures: those of each implementation, in the order of their first
 * calls (Numba's one dispatcher holds them all). */
static Value all_signatures(const GenJit *g, const char *name) {
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  Value key, disp;
  for (int64_t i = 0; rt_dict_next(g->impls, &i, &key, &disp);) {
    Value sigs = rt_getattr(disp, name);
    int m2 = rt_cleanup_push_value(&sigs);
    Value ext = rt_getattr(out, "extend");
    rt_cleanup_push_value(&ext);
    rt_decref(rt_call(ext, 1, &sigs, NULL));
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

static Value genjit_getattr(Value self, const char *name) {
  GenJit *g = RT_AS(GenJit, self);
  if (rt_is_undef(g->fn)) return rt_undef();
  if (!strcmp(name, "signatures") || !strcmp(name, "nopython_signatures")) return all_signatures(g, name);
  if (!strcmp(name, "py_func")) return rt_incref(g->fn), g->fn;
  if (!strcmp(name, "__name__") || !strcmp(name, "__qualname__") || !strcmp(name, "__doc__") ||
      !strcmp(name, "__module__"))
    return rt_getattr(g->fn, name);
  return rt_undef();
}

static const ObjType genjit_type = {.name = "CPUDispatcher", .free = genjit_free, .call = genjit_call,
                                    .getattr = genjit_getattr};

static Value genjit_new(Value fn) {
  GenJit *g = rt_calloc(1, sizeof *g);
  rt_obj_init(&g->hdr, &genjit_type);
  g->fn = fn;
  if (!rt_is_undef(fn)) rt_incref(fn);
  g->impls = rt_dict_new();
  return rt_obj(g);
}

/* numba.generated_jit(function=None, target='cpu', cache=False, pipeline_class=None, **options):
 * bare (@generated_jit) or with options (@generated_jit(nopython=True)); the options change
 * nothing here (implementations compile as @njit's). */
Value nb_generated_jit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)kw;
  if (argc > 1) rt_raise(RT_EXC_TypeError, "generated_jit() takes from 0 to 1 positional arguments but %d were given", argc);
  return genjit_new(argc == 1 ? argv[0] : rt_undef());
}
