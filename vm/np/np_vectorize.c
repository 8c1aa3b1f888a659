/* np_vectorize.c — the class np.vectorize: its instances keep pyfunc, otypes (a string of type
 * codes, or None), excluded (a set), cache and __doc__ as NumPy's do, and calling one runs
 * np_apply.c's elementwise call (np_vec_run). Usable as a decorator, @np.vectorize. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_course.h"
#include "np_stats.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"

typedef struct Vectorize {
  Obj hdr;
  Value pyfunc, otypes, excluded, doc, signature;
  bool cache;
} Vectorize;

static const ObjType vectorize_type;

typedef struct ModState {
  Value vectorize_class; /* np.vectorize, for type(v) */
} ModState;

static void mod_fini(void *p) {
  ModState *s = p;
  rt_decref(s->vectorize_class);
}

/* per VM (runtime.h), as np_poly1d.c's */
static RtStateKey mod_key = {"numpy.vectorize", sizeof(ModState), NULL, mod_fini, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

static bool is_vectorize(Value v) { return rt_is_type(v, &vectorize_type); }

/* otypes= as NumPy keeps it: a string of type codes (each checked), or for a list, tuple or
 * set the codes of np.dtype(x) for each x; None stays None. A new reference. */
static Value otypes_codes(Value ot) {
  if (!np_given(ot)) return rt_none();
  if (rt_is_str(ot)) {
    for (const char *p = rt_str_data(ot); *p; p++)
      if (!strchr("?bhilqpBHILQPefdgFDGSUVOMm", *p))
        rt_raise(RT_EXC_ValueError, "Invalid otype specified: %c", *p);
    rt_incref(ot);
    return ot;
  }
  if (!rt_is_list(ot) && !rt_is_tuple(ot) && !rt_is_set(ot))
    rt_raise(RT_EXC_ValueError, "Invalid otype specification");
  Value it = rt_iter(ot), x = rt_undef(), codes = rt_str_from_c("");
  int mark = rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&codes);
  while (rt_next(it, &x)) {
    Value dt = np_callk("dtype", 1, &x, 0, NULL, NULL);
    int m2 = rt_cleanup_push_value(&dt);
    Value ch = rt_getattr(dt, "char");
    rt_cleanup_push_value(&ch);
    Value joined = rt_binop(RT_OP_ADD, codes, ch);
    rt_decref(codes);
    codes = joined;
    rt_cleanup_pop(m2, true);
    rt_decref(x);
    x = rt_undef();
  }
  rt_incref(codes);
  rt_cleanup_pop(mark, true);
  return codes;
}

static Value f_vectorize(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"pyfunc", "otypes", "doc", "excluded", "cache", "signature"};
  Value v[6];
  rt_parse_args("vectorize", argc, argv, kw, 6, names, 1, v);
  Vectorize *o = rt_calloc(1, sizeof *o);
  rt_obj_init(&o->hdr, &vectorize_type);
  o->pyfunc = o->otypes = o->excluded = o->doc = rt_none();
  o->signature = rt_none();
  Value r = rt_obj(o);
  int mark = rt_cleanup_push_value(&r);
  rt_incref(v[0]);
  o->pyfunc = v[0];
  o->otypes = otypes_codes(v[1]);
  o->excluded = np_given(v[3]) ? rt_set_from_iterable(v[3], false) : rt_set_new(false);
  o->cache = !rt_is_undef(v[4]) && rt_truthy(v[4]);
  if (np_given(v[5])) {
    np_vecsig_check(v[5]);
    rt_incref(v[5]);
    o->signature = v[5];
  }
  if (np_given(v[2])) rt_incref(v[2]), o->doc = v[2];
  else o->doc = rt_undef(); /* pyfunc's, read when asked */
  rt_incref(r);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value vectorize_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Vectorize *o = RT_AS(Vectorize, self);
  Value ot = o->otypes;
  Value ex = rt_len(o->excluded) ? o->excluded : rt_none();
  if (!rt_is_none(o->signature)) {
    if ((kw && kw->n) || !rt_is_none(ex))
      rt_raise(RT_EXC_TypeError, "np.vectorize with a signature takes positional arguments only "
               "in Weft (no keyword arguments or excluded=)");
    return np_vecsig_call(o->pyfunc, o->signature, ot, argc, argv);
  }
  return np_vec_run(o->pyfunc, ot, ex, o->cache, argc, argv, kw);
}

static Value vectorize_getattr(Value self, const char *name) {
  Vectorize *o = RT_AS(Vectorize, self);
  if (!strcmp(name, "cache")) return rt_bool(o->cache);
  if (!strcmp(name, "__doc__") && rt_is_undef(o->doc)) return rt_getattr(o->pyfunc, "__doc__");
  Value r = !strcmp(name, "pyfunc")      ? o->pyfunc
            : !strcmp(name, "otypes")    ? o->otypes
            : !strcmp(name, "excluded")  ? o->excluded
            : !strcmp(name, "__doc__")   ? o->doc
            : !strcmp(name, "signature") ? o->signature
                                         : rt_undef();
  if (!rt_is_undef(r)) rt_incref(r);
  return r;
}

static Value vectorize_repr(Value self) {
  return rt_str_printf("<numpy.vectorize object at %p>", (void *)self.as.o);
}

static Value vectorize_type_object(Value self) {
  (void)self;
  ModState *st = mod_state();
  rt_incref(st->vectorize_class);
  return st->vectorize_class;
}

static void vectorize_free(Obj *p) {
  Vectorize *o = (Vectorize *)p;
  rt_decref(o->pyfunc), rt_decref(o->otypes), rt_decref(o->excluded);
  rt_decref(o->doc), rt_decref(o->signature);
  free(o);
}

static const ObjType vectorize_type = {
    .name = "vectorize",
    .free = vectorize_free,
    .repr = vectorize_repr,
    .getattr = vectorize_getattr,
    .call = vectorize_call,
    .type_object = vectorize_type_object,
};

void np_register_vectorize(Value m) {
  ModState *st = mod_state();
  st->vectorize_class =
      rt_native_class("vectorize", f_vectorize, is_vectorize, "<class 'numpy.vectorize'>");
  rt_incref(st->vectorize_class);
  rt_module_set(m, "vectorize", st->vectorize_class);
}
