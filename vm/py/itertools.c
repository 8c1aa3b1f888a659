/* itertools.c — the itertools module's lazy iterators that keep a fixed handful of values:
 * count, cycle, repeat, accumulate, chain (and chain.from_iterable), compress, dropwhile,
 * takewhile, filterfalse, starmap, islice, pairwise, and zip_longest; the module's
 * registration. groupby and tee live in itertools_group.c, the combinatoric iterators in
 * itertools_comb.c. Every iterator pulls from its sources only when asked for an item, so
 * they work on infinite sources; the messages are CPython's. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/complex.h"
#include "../obj/gc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "modlib.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* ---- one layout for the iterators that keep a few values ---- */

typedef struct It {
  Obj hdr;
  Value src;   /* the source iterator; RT_UNDEF once it is exhausted (or for none) */
  Value fn;    /* the function, predicate, or other value the iterator applies */
  Value cur;   /* per iterator: count's value, accumulate's total, chain's current source,
                  cycle's saved items, pairwise's previous item */
  int64_t i, n, step;
  bool flag;   /* per iterator: dropwhile has stopped dropping, cycle replays, ... */
} It;

static void it_free(Obj *o) {
  It *it = (It *)o;
  rt_decref(it->src);
  rt_decref(it->fn);
  rt_decref(it->cur);
  free(it);
}

static Value it_self(Value self) { return (rt_incref(self), self); }

/* The cycle collector (gc.h): an iterator stored on what it iterates over. Cleared, it is
 * exhausted and holds nothing. */
static void it_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  It *it = (It *)o;
  visit(it->src, arg);
  visit(it->fn, arg);
  visit(it->cur, arg);
}

static void it_clear(Obj *o) {
  It *it = (It *)o;
  Value src = it->src, fn = it->fn, cur = it->cur;
  it->src = rt_undef();
  it->fn = it->cur = rt_none();
  rt_decref(src);
  rt_decref(fn);
  rt_decref(cur);
}

/* "<itertools.chain object at 0x...>" as CPython's default repr. */
static Value it_repr(Value self) {
  return rt_str_printf("<%s object at %p>", self.as.o->type->name, (void *)self.as.o);
}

/* A new iterator of type t; src, fn and cur are borrowed and kept. */
static Value it_new(const ObjType *t, Value src, Value fn, Value cur) {
  It *it = rt_malloc(sizeof *it);
  rt_obj_init(&it->hdr, t);
  rt_incref(src);
  rt_incref(fn);
  rt_incref(cur);
  it->src = src;
  it->fn = fn;
  it->cur = cur;
  it->i = it->n = it->step = 0;
  it->flag = false;
  rt_gc_track(&it->hdr);
  return rt_obj(it);
}

/* An iterator over iterable (a new reference), for it_new. */
static Value it_over(const ObjType *t, Value iterable, Value fn, Value cur) {
  Value src = rt_iter(iterable);
  int mark = rt_cleanup_push_value(&src);
  Value v = it_new(t, src, fn, cur);
  rt_cleanup_pop(mark, true);
  return v;
}

/* Pull from the source; false (and the source let go) once it is exhausted. */
static bool pull(It *it, Value *out) {
  if (rt_is_undef(it->src)) return false;
  if (rt_next(it->src, out)) return true;
  rt_decref(it->src);
  it->src = rt_undef();
  return false;
}

static bool call_truthy(Value fn, Value x) {
  Value r = rt_call(fn, 1, &x, NULL);
  bool t = rt_truthy(r);
  rt_decref(r);
  return t;
}

#define IT_TYPE(cname, pyname, nextfn, reprfn) \
  static const ObjType cname = {               \
      .name = pyname,                          \
      .free = it_free,                         \
      .repr = reprfn,                          \
      .iter = it_self,                         \
      .next = nextfn,                          \
      .traverse = it_traverse,                 \
      .clear = it_clear,                       \
  };

/* ---- count(start=0, step=1) ---- */

static bool count_next(Value self, Value *out) {
  It *it = RT_AS(It, self);
  *out = it->cur;
  it->cur = rt_binop(RT_OP_ADD, it->cur, it->fn);
  return true;
}

static Value count_repr(Value self) {
  It *it = RT_AS(It, self);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "count(");
  rt_sb_repr(&sb, it->cur);
  if (!(it->fn.tag == RT_INT && it->fn.as.i == 1)) { /* count(1, 1.0) shows its step */
    rt_sb_puts(&sb, ", ");
    rt_sb_repr(&sb, it->fn);
  }
  rt_sb_puts(&sb, ")");
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

IT_TYPE(count_type, "itertools.count", count_next, count_repr)

static bool is_number(Value v) {
  return v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_bigint(v) ||
         rt_is_complex(v) || rt_is_scalar_number(v);
}

static const char *const count_names[] = {"start", "step"};

static Value c_count(ARGS) {
  (void)self;
  Value a[2];
  rt_parse_old("count", argc, argv, kw, 2, count_names, 0, a);
  Value start = rt_is_undef(a[0]) ? rt_int(0) : a[0];
  Value step = rt_is_undef(a[1]) ? rt_int(1) : a[1];
  if (!is_number(start) || !is_number(step)) rt_raise(RT_EXC_TypeError, "a number is required");
  if (start.tag == RT_BOOL) start = rt_int(start.as.b); /* count(True) counts from 1 */
  return it_new(&count_type, rt_undef(), step, start);
}

/* ---- cycle(iterable): saves the items of its first pass, then replays them ---- */

static bool cycle_next(Value self, Value *out) {
  It *it = RT_AS(It, self);
  if (!it->flag) {
    if (pull(it, out)) {
      rt_list_append(it->cur, *out);
      return true;
    }
    it->flag = true;
  }
  List *saved = RT_AS(List, it->cur);
  if (saved->n == 0) return false;
  *out = saved->items[it->i];
  rt_incref(*out);
  it->i = (it->i + 1) % saved->n;
  return true;
}

IT_TYPE(cycle_type, "itertools.cycle", cycle_next, it_repr)

static Value c_cycle(ARGS) {
  (void)self;
  rt_check_args("cycle", argc, kw, 1, 1, RT_ARGS_CLINIC);
  Value saved = rt_list_new(8);
  int mark = rt_cleanup_push_value(&saved);
  Value v = it_over(&cycle_type, argv[0], rt_none(), saved);
  rt_cleanup_pop(mark, true);
  return v;
}

/* ---- repeat(object, times): n < 0 repeats forever ---- */

static bool repeat_next(Value self, Value *out) {
  It *it = RT_AS(It, self);
  if (it->n == 0) return false;
  if (it->n > 0) it->n--;
  *out = it->fn;
  rt_incref(*out);
  return true;
}

static Value repeat_repr(Value self) {
  It *it = RT_AS(It, self);
  Value r = rt_repr(it->fn);
  int mark = rt_cleanup_push_value(&r);
  Value s = it->n < 0 ? rt_str_printf("repeat(%s)", rt_str_data(r))
                      : rt_str_printf("repeat(%s, %lld)", rt_str_data(r), (long long)it->n);
  rt_cleanup_pop(mark, true);
  return s;
}

static Value repeat_length_hint(ARGS) {
  (void)argv;
  rt_check_args("__length_hint__", argc, kw, 0, 0, RT_ARGS_NONE);
  int64_t n = RT_AS(It, self)->n;
  if (n < 0) rt_raise(RT_EXC_TypeError, "len() of unsized object");
  return rt_int(n);
}

static Value repeat_getattr(Value self, const char *name) {
  if (strcmp(name, "__length_hint__") == 0) {
    return rt_native_bind("__length_hint__", repeat_length_hint, self);
  }
  return rt_undef();
}

static const ObjType repeat_type = {
    .name = "itertools.repeat",
    .traverse = it_traverse,
    .clear = it_clear,
    .free = it_free,
    .repr = repeat_repr,
    .getattr = repeat_getattr,
    .iter = it_self,
    .next = repeat_next,
};

static const char *const repeat_names[] = {"object", "times"};

static Value c_repeat(ARGS) {
  (void)self;
  Value a[2];
  rt_parse_old("repeat", argc, argv, kw, 2, repeat_names, 1, a);
  Value v = it_new(&repeat_type, rt_undef(), a[0], rt_none());
  if (rt_is_undef(a[1])) {
    RT_AS(It, v)->n = -1;
  } else {
    int mark = rt_cleanup_push_value(&v);
    int64_t n = rt_to_index(a[1], NULL);
    rt_cleanup_pop(mark, false);
    RT_AS(It, v)->n = n < 0 ? 0 : n; /* repeat(x, -3) repeats nothing */
  }
  return v;
}

/* ---- accumulate(iterable, func=None, *, initial=None) ---- */

static bool accumulate_next(Value self, Value *out) {
  It *it = RT_AS(It, self);
  if (it->flag) { /* the initial value comes first */
    it->flag = false;
    *out = (rt_incref(it->cur), it->cur);
    return true;
  }
  Value x;
  if (!pull(it, &x)) return false;
  if (rt_is_undef(it->cur)) {
    it->cur = x;
  } else {
    int mark = rt_cleanup_push_value(&x);
    Value pair[2] = {it->cur, x};
    Value next = rt_is_none(it->fn) ? rt_binop(RT_OP_ADD, it->cur, x)
                                    : rt_call(it->fn, 2, pair, NULL);
    rt_cleanup_pop(mark, true);
    rt_decref(it->cur);
    it->cur = next;
  }
  *out = (rt_incref(it->cur), it->cur);
  return true;
}

IT_TYPE(accumulate_type, "itertools.accumulate", accumulate_next, it_repr)

static const char *const accumulate_names[] = {"iterable", "func", "initial"};

static Value c_accumulate(ARGS) {
  (void)self;
  if (argc > 2) {
    rt_raise(RT_EXC_TypeError, "accumulate() takes at most 2 positional arguments (%d given)",
             argc);
  }
  Value a[3];
  rt_parse_old("accumulate", argc, argv, kw, 3, accumulate_names, 1, a);
  Value fn = rt_is_undef(a[1]) ? rt_none() : a[1];
  bool has_initial = !rt_is_undef(a[2]) && !rt_is_none(a[2]);
  Value v = it_over(&accumulate_type, a[0], fn, has_initial ? a[2] : rt_undef());
  RT_AS(It, v)->flag = has_initial;
  return v;
}

/* ---- chain(*iterables), chain.from_iterable(iterable): src yields the iterables ---- */

static bool chain_next(Value self, Value *out) {
  It *it = RT_AS(It, self);
  while (true) {
    if (!rt_is_undef(it->cur)) {
      if (rt_next(it->cur, out)) return true;
      rt_decref(it->cur);
      it->cur = rt_undef();
    }
    Value next;
    if (!pull(it, &next)) return false;
    int mark = rt_cleanup_push_value(&next);
    it->cur = rt_iter(next);
    rt_cleanup_pop(mark, true);
  }
}

IT_TYPE(chain_type, "itertools.chain", chain_next, it_repr)

static Value c_chain(ARGS) {
  (void)self;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "chain() takes no keyword arguments");
  Value sources = rt_tuple_from(argc, argv);
  int mark = rt_cleanup_push_value(&sources);
  Value v = it_over(&chain_type, sources, rt_none(), rt_undef());
  rt_cleanup_pop(mark, true);
  return v;
}

static Value chain_from_iterable(ARGS) {
  (void)self;
  rt_check_args("chain.from_iterable", argc, kw, 1, 1, RT_ARGS_ONE);
  return it_over(&chain_type, argv[0], rt_none(), rt_undef());
}

/* ---- compress(data, selectors): fn holds the selectors' iterator ---- */

static bool compress_next(Value self, Value *out) {
  It *it = RT_AS(It, self);
  while (true) {
    Value x, sel;
    if (!pull(it, &x)) return false;
    int mark = rt_cleanup_push_value(&x);
    if (!rt_next(it->fn, &sel)) {
      rt_cleanup_pop(mark, true);
      return false;
    }
    rt_cleanup_push_value(&sel);
    bool keep = rt_truthy(sel);
    rt_cleanup_pop(mark, !keep);
    if (keep) {
      rt_decref(sel);
      *out = x;
      return true;
    }
  }
}

IT_TYPE(compress_type, "itertools.compress", compress_next, it_repr)

static const char *const compress_names[] = {"data", "selectors"};

static Value c_compress(ARGS) {
  (void)self;
  Value a[2];
  rt_parse_old("compress", argc, argv, kw, 2, compress_names, 2, a);
  Value data = rt_iter(a[0]);
  int mark = rt_cleanup_push_value(&data);
  Value sel = rt_iter(a[1]);
  rt_cleanup_push_value(&sel);
  Value v = it_new(&compress_type, data, sel, rt_undef());
  rt_cleanup_pop(mark, true);
  return v;
}

/* ---- dropwhile, takewhile, filterfalse, starmap: (function, iterable) ---- */

static bool dropwhile_next(Value self, Value *out) {
  It *it = RT_AS(It, self);
  while (pull(it, out)) {
    if (it->flag) return true;
    int mark = rt_cleanup_push_value(out);
    bool drop = call_truthy(it->fn, *out);
    rt_cleanup_pop(mark, drop);
    if (!drop) {
      it->flag = true;
      return true;
    }
  }
  return false;
}

static bool takewhile_next(Value self, Value *out) {
  It *it = RT_AS(It, self);
  if (it->flag || !pull(it, out)) return false;
  int mark = rt_cleanup_push_value(out);
  bool take = call_truthy(it->fn, *out);
  rt_cleanup_pop(mark, !take);
  if (!take) it->flag = true; /* stopped for good */
  return take;
}

static bool filterfalse_next(Value self, Value *out) {
  It *it = RT_AS(It, self);
  while (pull(it, out)) {
    int mark = rt_cleanup_push_value(out);
    bool t = rt_is_none(it->fn) ? rt_truthy(*out) : call_truthy(it->fn, *out);
    rt_cleanup_pop(mark, t);
    if (!t) return true;
  }
  return false;
}

/* The items of args (a tuple or any iterable) as the call's arguments. */
static bool starmap_next(Value self, Value *out) {
  It *it = RT_AS(It, self);
  Value args;
  if (!pull(it, &args)) return false;
  int mark = rt_cleanup_push_value(&args);
  if (!rt_is_tuple(args)) {
    Value t = rt_it_pool(args);
    rt_decref(args);
    args = t;
  }
  *out = rt_call(it->fn, (int)RT_AS(Tuple, args)->n, RT_AS(Tuple, args)->items, NULL);
  rt_cleanup_pop(mark, true);
  return true;
}

IT_TYPE(dropwhile_type, "itertools.dropwhile", dropwhile_next, it_repr)
IT_TYPE(takewhile_type, "itertools.takewhile", takewhile_next, it_repr)
IT_TYPE(filterfalse_type, "itertools.filterfalse", filterfalse_next, it_repr)
IT_TYPE(starmap_type, "itertools.starmap", starmap_next, it_repr)

#define FN_ITERABLE(cname, pyname, type)                          \
  static Value cname(ARGS) {                                      \
    (void)self;                                                   \
    rt_check_args(pyname, argc, kw, 2, 2, RT_ARGS_CLINIC);        \
    return it_over(&type, argv[1], argv[0], rt_undef());          \
  }
FN_ITERABLE(c_dropwhile, "dropwhile", dropwhile_type)
FN_ITERABLE(c_takewhile, "takewhile", takewhile_type)
FN_ITERABLE(c_filterfalse, "filterfalse", filterfalse_type)
FN_ITERABLE(c_starmap, "starmap", starmap_type)

/* ---- islice(iterable, stop) / islice(iterable, start, stop[, step]) ----
 * i: the index of the next item to yield; n: stop (-1: none); cur: how many items it has
 * pulled (an int). */

static bool islice_next(Value self, Value *out) {
  It *it = RT_AS(It, self);
  while (it->cur.as.i < it->i) { /* skip to the next index, as CPython does, before stopping */
    if (!pull(it, out)) return false;
    rt_decref(*out);
    it->cur.as.i++;
  }
  if (it->n >= 0 && it->cur.as.i >= it->n) return false;
  if (!pull(it, out)) return false;
  it->cur.as.i++;
  it->i += it->step;
  if (it->n >= 0 && it->i > it->n) it->i = it->n;
  return true;
}

IT_TYPE(islice_type, "itertools.islice", islice_next, it_repr)

/* An index argument of islice: None (-1 here) or an int in 0..sys.maxsize. */
static int64_t slice_index(Value v, const char *msg) {
  if (rt_is_none(v)) return -1;
  if (rt_is_bigint(v)) rt_raise(RT_EXC_ValueError, "%s", msg);
  int64_t i;
  bool ok = v.tag == RT_INT || v.tag == RT_BOOL ||
            (v.tag == RT_OBJ && v.as.o->type->index && v.as.o->type->index(v, &i));
  if (ok && v.tag == RT_INT) i = v.as.i;
  if (ok && v.tag == RT_BOOL) i = v.as.b;
  if (!ok || i < 0) rt_raise(RT_EXC_ValueError, "%s", msg);
  return i;
}

static Value c_islice(ARGS) {
  (void)self;
  rt_check_args("islice", argc, kw, 2, 4, RT_ARGS_CLINIC);
  static const char *const stop_msg =
      "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.";
  static const char *const index_msg =
      "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.";
  int64_t start = 0, stop, step = 1;
  if (argc == 2) {
    stop = slice_index(argv[1], stop_msg);
  } else {
    stop = slice_index(argv[2], stop_msg); /* CPython checks stop first */
    start = slice_index(argv[1], index_msg);
    if (start < 0) start = 0;
    if (argc == 4) {
      bool ok = rt_is_none(argv[3]) || argv[3].tag == RT_INT || argv[3].tag == RT_BOOL;
      step = rt_is_none(argv[3]) ? 1 : ok ? rt_to_index(argv[3], NULL) : 0;
      if (step < 1) {
        rt_raise(RT_EXC_ValueError, "Step for islice() must be a positive integer or None.");
      }
    }
  }
  Value v = it_over(&islice_type, argv[0], rt_none(), rt_int(0));
  It *it = RT_AS(It, v);
  it->i = start;
  it->n = stop;
  it->step = step;
  return v;
}

/* ---- pairwise(iterable) ---- */

static bool pairwise_next(Value self, Value *out) {
  It *it = RT_AS(It, self);
  if (rt_is_undef(it->cur) && !pull(it, &it->cur)) return false;
  Value x;
  if (!pull(it, &x)) {
    rt_decref(it->cur);
    it->cur = rt_undef();
    return false;
  }
  Value t = rt_tuple_new(2);
  rt_tuple_set(t, 0, it->cur);
  rt_tuple_set(t, 1, x);
  it->cur = (rt_incref(x), x);
  *out = t;
  return true;
}

IT_TYPE(pairwise_type, "itertools.pairwise", pairwise_next, it_repr)

static Value c_pairwise(ARGS) {
  (void)self;
  rt_check_args("pairwise", argc, kw, 1, 1, RT_ARGS_CLINIC);
  return it_over(&pairwise_type, argv[0], rt_none(), rt_undef());
}

/* ---- zip_longest(*iterables, fillvalue=None) ---- */

typedef struct ZipLongest {
  Obj hdr;
  Value fill;
  int n, active; /* sources, and those not yet exhausted (RT_UNDEF in its[] once exhausted) */
  Value its[];
} ZipLongest;

static void zl_free(Obj *o) {
  ZipLongest *z = (ZipLongest *)o;
  rt_decref(z->fill);
  for (int k = 0; k < z->n; k++) rt_decref(z->its[k]);
  free(z);
}

/* The cycle collector (gc.h): a zip_longest stored on a list it zips, or filling with an
 * object that holds it. Cleared, it is exhausted and holds nothing. */
static void zl_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  ZipLongest *z = (ZipLongest *)o;
  visit(z->fill, arg);
  for (int k = 0; k < z->n; k++) visit(z->its[k], arg);
}

static void zl_clear(Obj *o) {
  ZipLongest *z = (ZipLongest *)o;
  Value fill = z->fill;
  z->fill = rt_none();
  z->active = 0;
  for (int k = 0; k < z->n; k++) {
    Value it = z->its[k];
    z->its[k] = rt_undef();
    rt_decref(it);
  }
  rt_decref(fill);
}

static bool zl_next(Value self, Value *out) {
  ZipLongest *z = RT_AS(ZipLongest, self);
  if (z->active == 0) return false;
  Value t = rt_tuple_new(z->n);
  int mark = rt_cleanup_push_value(&t);
  for (int k = 0; k < z->n; k++) {
    Value x;
    if (rt_is_undef(z->its[k]) || !rt_next(z->its[k], &x)) {
      if (!rt_is_undef(z->its[k])) { /* just ran out */
        rt_decref(z->its[k]);
        z->its[k] = rt_undef();
        if (--z->active == 0) {
          rt_cleanup_pop(mark, true);
          return false;
        }
      }
      x = (rt_incref(z->fill), z->fill);
    }
    RT_AS(Tuple, t)->items[k] = x;
  }
  rt_cleanup_pop(mark, false);
  *out = t;
  return true;
}

static const ObjType zip_longest_type = {
    .name = "itertools.zip_longest",
    .traverse = zl_traverse,
    .clear = zl_clear,
    .free = zl_free,
    .repr = it_repr,
    .iter = it_self,
    .next = zl_next,
};

static Value c_zip_longest(ARGS) {
  (void)self;
  Value fill = rt_none();
  for (int k = 0; kw && k < kw->n; k++) {
    if (strcmp(kw->names[k], "fillvalue") != 0) {
      rt_raise(RT_EXC_TypeError, "zip_longest() got an unexpected keyword argument");
    }
    fill = kw->values[k];
  }
  ZipLongest *z = rt_malloc(sizeof *z + sizeof(Value) * (size_t)argc);
  rt_obj_init(&z->hdr, &zip_longest_type);
  rt_incref(fill);
  z->fill = fill;
  z->n = 0;
  z->active = argc;
  Value v = rt_obj(z);
  int mark = rt_cleanup_push_value(&v);
  for (int k = 0; k < argc; k++) { /* n counts what is held, so a raise here frees cleanly */
    z->its[k] = rt_iter(argv[k]);
    z->n++;
  }
  rt_cleanup_pop(mark, false);
  rt_gc_track(&z->hdr);
  return v;
}

/* ---- the module ---- */

/* isinstance(x, itertools.chain) and friends: one test per class, by object type. */
#define INSTANCE_CHECK(fname, type) \
  static bool fname(Value v) { return rt_is_type(v, &type); }
INSTANCE_CHECK(is_count, count_type)
INSTANCE_CHECK(is_cycle, cycle_type)
INSTANCE_CHECK(is_repeat, repeat_type)
INSTANCE_CHECK(is_accumulate, accumulate_type)
INSTANCE_CHECK(is_chain, chain_type)
INSTANCE_CHECK(is_compress, compress_type)
INSTANCE_CHECK(is_dropwhile, dropwhile_type)
INSTANCE_CHECK(is_takewhile, takewhile_type)
INSTANCE_CHECK(is_filterfalse, filterfalse_type)
INSTANCE_CHECK(is_starmap, starmap_type)
INSTANCE_CHECK(is_islice, islice_type)
INSTANCE_CHECK(is_pairwise, pairwise_type)
INSTANCE_CHECK(is_zip_longest, zip_longest_type)

void rt_itertools_module_init(Value m) {
  static const struct {
    const char *name;
    NativeFn ctor;
    bool (*check)(Value);
    const char *repr;
  } classes[] = {
      {"count", c_count, is_count, "<class 'itertools.count'>"},
      {"cycle", c_cycle, is_cycle, "<class 'itertools.cycle'>"},
      {"repeat", c_repeat, is_repeat, "<class 'itertools.repeat'>"},
      {"accumulate", c_accumulate, is_accumulate, "<class 'itertools.accumulate'>"},
      {"chain", c_chain, is_chain, "<class 'itertools.chain'>"},
      {"compress", c_compress, is_compress, "<class 'itertools.compress'>"},
      {"dropwhile", c_dropwhile, is_dropwhile, "<class 'itertools.dropwhile'>"},
      {"takewhile", c_takewhile, is_takewhile, "<class 'itertools.takewhile'>"},
      {"filterfalse", c_filterfalse, is_filterfalse, "<class 'itertools.filterfalse'>"},
      {"starmap", c_starmap, is_starmap, "<class 'itertools.starmap'>"},
      {"islice", c_islice, is_islice, "<class 'itertools.islice'>"},
      {"pairwise", c_pairwise, is_pairwise, "<class 'itertools.pairwise'>"},
      {"zip_longest", c_zip_longest, is_zip_longest, "<class 'itertools.zip_longest'>"},
  };
  for (size_t k = 0; k < sizeof classes / sizeof classes[0]; k++) {
    Value cls = rt_native_class(classes[k].name, classes[k].ctor, classes[k].check,
                                classes[k].repr);
    if (classes[k].ctor == c_chain) {
      rt_native_class_set_attr(cls, "from_iterable",
                               rt_native_new("from_iterable", chain_from_iterable));
    }
    rt_module_set(m, classes[k].name, cls);
  }
  rt_itertools_group_init(m);
  rt_itertools_comb_init(m);
}
