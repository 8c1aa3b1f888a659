/* iter.c — iterator objects: over sequences (str, tuple, list, anything with len+getitem),
 * ranges, and the lazy builtins enumerate, zip, reversed, map and filter (with iter and next).
 * Every iterator is its own iterator (iter slot returns self). */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "class.h"
#include "dict.h"
#include "exc.h"
#include "gc.h"
#include "native.h"
#include "objects.h"
#include "range_big.h"
#include "ops.h"

static Value iter_self(Value self) {
  rt_incref(self);
  return self;
}

/* ---- sequences ---- */

typedef struct SeqIter {
  Obj hdr;
  Value seq;
  int64_t index;  /* next element (characters for str) */
  int64_t offset; /* str only: byte offset of that character */
  bool reverse;
} SeqIter;

static void seqiter_free(Obj *o) {
  rt_decref(((SeqIter *)o)->seq);
  free(o);
}

static bool seqiter_next(Value self, Value *out) {
  SeqIter *it = RT_AS(SeqIter, self);
  Value s = it->seq;
  if (rt_is_undef(s)) return false;
  if (it->reverse) {
    if (it->index < 0 || it->index >= rt_len(s)) goto done;
    *out = rt_getitem(s, rt_int(it->index--));
    return true;
  }
  if (rt_is_list(s)) {
    if (it->index >= RT_AS(List, s)->n) goto done;
    *out = RT_AS(List, s)->items[it->index++];
    rt_incref(*out);
    return true;
  }
  if (rt_is_tuple(s)) {
    if (it->index >= RT_AS(Tuple, s)->n) goto done;
    *out = RT_AS(Tuple, s)->items[it->index++];
    rt_incref(*out);
    return true;
  }
  if (rt_is_str(s)) {
    Str *o = RT_AS(Str, s);
    if (it->offset >= o->nbytes) goto done;
    int len;
    rt_utf8_decode(o->data + it->offset, &len);
    *out = rt_str_new(o->data + it->offset, (size_t)len);
    it->offset += len;
    it->index++;
    return true;
  }
  if (it->index >= rt_len(s)) goto done;
  *out = rt_getitem(s, rt_int(it->index++));
  return true;
done: /* an exhausted iterator stays exhausted and lets go of its sequence */
  rt_decref(it->seq);
  it->seq = rt_undef();
  return false;
}

/* The cycle collector (gc.h): an instance holding an iterator over a list that holds it. */
static void seqiter_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  visit(((SeqIter *)o)->seq, arg);
}

static void seqiter_clear(Obj *o) {
  SeqIter *it = (SeqIter *)o;
  Value s = it->seq;
  it->seq = rt_undef(); /* exhausted, as when it runs out */
  rt_decref(s);
}

static Value seqiter_repr(Value self) {
  return rt_str_printf("<%s object at %p>", self.as.o->type->name, (void *)self.as.o);
}

/* One object type per Python iterator class, so type() and repr() name it as CPython does. */
#define SEQITER_TYPE(cname, pyname) \
  static const ObjType cname = {    \
      .name = pyname,               \
      .free = seqiter_free,         \
      .repr = seqiter_repr,         \
      .iter = iter_self,            \
      .next = seqiter_next,         \
      .traverse = seqiter_traverse, \
      .clear = seqiter_clear,       \
  };
SEQITER_TYPE(list_iter_type, "list_iterator")
SEQITER_TYPE(tuple_iter_type, "tuple_iterator")
SEQITER_TYPE(str_ascii_iter_type, "str_ascii_iterator")
SEQITER_TYPE(str_iter_type, "str_iterator")
SEQITER_TYPE(list_reverse_iter_type, "list_reverseiterator")
SEQITER_TYPE(reversed_type, "reversed")
SEQITER_TYPE(bytes_iter_type, "bytes_iterator")
SEQITER_TYPE(bytearray_iter_type, "bytearray_iterator")
SEQITER_TYPE(seq_iter_type, "iterator")

static const ObjType *seqiter_type_for(Value seq, bool reverse) {
  if (reverse) return rt_is_list(seq) ? &list_reverse_iter_type : &reversed_type;
  if (rt_is_list(seq)) return &list_iter_type;
  if (rt_is_tuple(seq)) return &tuple_iter_type;
  if (rt_is_str(seq)) {
    return RT_AS(Str, seq)->nbytes == RT_AS(Str, seq)->nchars ? &str_ascii_iter_type
                                                              : &str_iter_type;
  }
  if (rt_is_type(seq, &rt_bytes_type)) return &bytes_iter_type;
  if (rt_is_type(seq, &rt_bytearray_type)) return &bytearray_iter_type;
  return &seq_iter_type;
}

static Value seqiter_make(Value seq, int64_t start, bool reverse) {
  SeqIter *it = rt_malloc(sizeof *it);
  rt_obj_init(&it->hdr, seqiter_type_for(seq, reverse));
  rt_incref(seq);
  it->seq = seq;
  it->index = start;
  it->offset = 0;
  it->reverse = reverse;
  if (seq.tag == RT_OBJ && seq.as.o->type->traverse) rt_gc_track(&it->hdr);
  return rt_obj(it);
}

Value rt_seq_iter_new(Value seq) {
  return seqiter_make(seq, 0, false);
}

/* ---- ranges ---- */

typedef struct RangeIter {
  Obj hdr;
  int64_t next, step, left;
} RangeIter;

static void plain_free(Obj *o) {
  free(o);
}

static bool rangeiter_next(Value self, Value *out) {
  RangeIter *it = RT_AS(RangeIter, self);
  if (it->left <= 0) return false;
  *out = rt_int(it->next);
  it->left--;
  if (it->left) it->next += it->step; /* never step past the last element: no overflow */
  return true;
}

static Value rangeiter_repr(Value self) {
  (void)self;
  return rt_str_from_c("<range_iterator object>");
}

static const ObjType rangeiter_type = {
    .name = "range_iterator",
    .free = plain_free,
    .repr = rangeiter_repr,
    .iter = iter_self,
    .next = rangeiter_next,
};

Value rt_range_iter_new(int64_t start, int64_t step, int64_t count) {
  RangeIter *it = rt_malloc(sizeof *it);
  rt_obj_init(&it->hdr, &rangeiter_type);
  it->next = start;
  it->step = step;
  it->left = count;
  return rt_obj(it);
}

int64_t rt_length_hint(Value v) {
  if (rt_is_type(v, &rangeiter_type)) return RT_AS(RangeIter, v)->left;
  if (rt_is_type(v, &rt_range_type)) {
    Range *r = RT_AS(Range, v);
    return rt_range_len(r->start, r->stop, r->step);
  }
  if (rt_is_list(v)) return RT_AS(List, v)->n;
  if (rt_is_tuple(v)) return RT_AS(Tuple, v)->n;
  return -1;
}

/* ---- enumerate, zip, map, filter: one struct, a function and n source iterators ----
 * iter(fn, sentinel) is one too: fn called until it returns something == its[0], the sentinel
 * (held, never iterated). */

typedef enum { LAZY_ENUMERATE, LAZY_ZIP, LAZY_MAP, LAZY_FILTER, LAZY_CALLABLE } LazyKind;

typedef struct Lazy {
  Obj hdr;
  LazyKind kind;
  Value fn;      /* map/filter function (filter: None means truth) */
  int64_t count; /* enumerate's counter */
  int n;
  bool done;
  bool strict; /* zip(strict=True): unequal lengths are a ValueError */
  Value its[];
} Lazy;

static void lazy_free(Obj *o) {
  Lazy *l = (Lazy *)o;
  rt_decref(l->fn);
  for (int i = 0; i < l->n; i++) rt_decref(l->its[i]);
  free(l);
}

static void lazy_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  Lazy *l = (Lazy *)o;
  visit(l->fn, arg);
  for (int i = 0; i < l->n; i++) visit(l->its[i], arg);
}

/* Left exhausted (done, no sources). */
static void lazy_clear(Obj *o) {
  Lazy *l = (Lazy *)o;
  Value fn = l->fn;
  int n = l->n;
  l->fn = rt_none();
  l->n = 0;
  l->done = true;
  rt_decref(fn);
  for (int i = 0; i < n; i++) rt_decref(l->its[i]);
}

static Value lazy_repr(Value self) {
  return rt_str_printf("<%s object at %p>", self.as.o->type->name, (void *)self.as.o);
}

static _Noreturn void zip_length_error(int i, const char *how) {
  if (i == 1) rt_raise(RT_EXC_ValueError, "zip() argument 2 is %s than argument 1", how);
  rt_raise(RT_EXC_ValueError, "zip() argument %d is %s than arguments 1-%d", i + 1, how, i);
}

/* zip(strict=True) after source i ran out: every source must have run out together. */
static void check_strict(Lazy *l, int i) {
  if (i > 0) zip_length_error(i, "shorter");
  for (int j = 1; j < l->n; j++) {
    Value extra;
    if (rt_next(l->its[j], &extra)) {
      rt_decref(extra);
      zip_length_error(j, "longer");
    }
  }
}

/* Pull one item from every source; false (and nothing held) if any is exhausted. */
static bool pull_all(Lazy *l, Value *items) {
  for (int i = 0; i < l->n; i++) {
    if (!rt_next(l->its[i], &items[i])) {
      for (int j = 0; j < i; j++) rt_decref(items[j]);
      l->done = true;
      if (l->strict) check_strict(l, i);
      return false;
    }
  }
  return true;
}

/* iter(fn, sentinel)'s next: the sentinel ends it (and lets fn and the sentinel go). */
static bool callable_next(Lazy *l, Value *out) {
  Value v = rt_call(l->fn, 0, NULL, NULL);
  int mark = rt_cleanup_push_value(&v);
  bool end = rt_equal(v, l->its[0]);
  rt_cleanup_pop(mark, end);
  if (end) lazy_clear(&l->hdr);
  else *out = v;
  return !end;
}

static bool lazy_next(Value self, Value *out) {
  Lazy *l = RT_AS(Lazy, self);
  if (l->done) return false;
  if (l->kind == LAZY_CALLABLE) return callable_next(l, out);
  Value small[8];
  Value *items = l->n <= 8 ? small : rt_malloc(sizeof(Value) * (size_t)l->n);
  /* a heap buffer costs an allocation per item anyway: registering it costs little more */
  int mark = items != small ? rt_cleanup_push(free, items) : -1;
  bool ok = false;
  while (!ok && pull_all(l, items)) {
    ok = true;
    switch (l->kind) {
      case LAZY_ENUMERATE: {
        Value t = rt_tuple_new(2);
        rt_tuple_set(t, 0, rt_int(l->count++));
        rt_tuple_set(t, 1, items[0]);
        *out = t;
        break;
      }
      case LAZY_ZIP: {
        Value t = rt_tuple_new(l->n);
        for (int i = 0; i < l->n; i++) rt_tuple_set(t, i, items[i]);
        *out = t;
        break;
      }
      case LAZY_MAP:
        *out = rt_call(l->fn, l->n, items, NULL);
        for (int i = 0; i < l->n; i++) rt_decref(items[i]);
        break;
      case LAZY_CALLABLE: /* handled by callable_next */
        break;
      case LAZY_FILTER: {
        Value r = rt_is_none(l->fn) ? items[0] : rt_call(l->fn, 1, items, NULL);
        ok = rt_truthy(r);
        if (!rt_is_none(l->fn)) rt_decref(r);
        if (ok)
          *out = items[0];
        else
          rt_decref(items[0]);
        break;
      }
    }
  }
  if (items != small) rt_cleanup_pop(mark, true);
  return ok;
}

#define LAZY_TYPE(cname, pyname) \
  static const ObjType cname = { \
      .name = pyname,            \
      .free = lazy_free,         \
      .repr = lazy_repr,         \
      .iter = iter_self,         \
      .next = lazy_next,         \
      .traverse = lazy_traverse, \
      .clear = lazy_clear,       \
  };
LAZY_TYPE(enumerate_type, "enumerate")
LAZY_TYPE(zip_type, "zip")
LAZY_TYPE(map_type, "map")
LAZY_TYPE(filter_type, "filter")
LAZY_TYPE(callable_iter_type, "callable_iterator")

/* indexed by LazyKind */
static const ObjType *const lazy_types[] = {&enumerate_type, &zip_type, &map_type, &filter_type,
                                            &callable_iter_type};

static Value lazy_make(LazyKind kind, Value fn, int n, const Value *sources) {
  Lazy *l = rt_malloc(sizeof *l + sizeof(Value) * (size_t)n);
  rt_obj_init(&l->hdr, lazy_types[kind]);
  l->kind = kind;
  l->fn = rt_none();
  l->count = 0;
  l->n = 0;
  l->done = false;
  l->strict = false;
  Value v = rt_obj(l);
  int mark = rt_cleanup_push_value(&v);
  for (int i = 0; i < n; i++) { /* l->n counts what is held, so a raise here frees cleanly */
    if (kind == LAZY_CALLABLE) rt_incref(sources[i]); /* the sentinel, kept as it is */
    l->its[i] = kind == LAZY_CALLABLE ? sources[i] : rt_iter(sources[i]);
    l->n++;
  }
  rt_cleanup_pop(mark, false);
  rt_incref(fn);
  l->fn = fn;
  rt_gc_track(&l->hdr);
  return v;
}

static const char *const enumerate_names[] = {"iterable", "start"};

static Value b_enumerate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[2];
  rt_parse_args("enumerate", argc, argv, kw, 2, enumerate_names, 0, a);
  if (rt_is_undef(a[0]))
    rt_raise(RT_EXC_TypeError, "enumerate() missing required argument 'iterable'");
  Value l = lazy_make(LAZY_ENUMERATE, rt_none(), 1, a);
  if (!rt_is_undef(a[1])) RT_AS(Lazy, l)->count = rt_to_index(a[1], NULL);
  return l;
}

static Value b_zip(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  bool strict = false;
  for (int k = 0; kw && k < kw->n; k++) {
    if (strcmp(kw->names[k], "strict") != 0) {
      rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword argument for zip()", kw->names[k]);
    }
    strict = rt_truthy(kw->values[k]);
  }
  Value z = lazy_make(LAZY_ZIP, rt_none(), argc, argv);
  RT_AS(Lazy, z)->strict = strict;
  if (argc == 0) RT_AS(Lazy, z)->done = true;
  return z;
}

static Value b_map(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "map() takes no keyword arguments");
  if (argc < 2) rt_raise(RT_EXC_TypeError, "map() must have at least two arguments.");
  return lazy_make(LAZY_MAP, argv[0], argc - 1, argv + 1);
}

static Value b_filter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("filter", argc, kw, 2, 2, RT_ARGS_CLINIC);
  return lazy_make(LAZY_FILTER, argv[0], 1, argv + 1);
}

static Value b_reversed(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("reversed", argc, kw, 1, 1, RT_ARGS_CLINIC);
  Value s = argv[0];
  if (rt_is_type(s, &rt_range_type)) {
    Range *r = RT_AS(Range, s);
    int64_t n = rt_range_len(r->start, r->stop, r->step);
    return rt_range_iter_new(r->start + (n ? n - 1 : 0) * r->step, -r->step, n);
  }
  if (rt_is_type(s, &rt_bigrange_type)) return rt_bigrange_reversed(s);
  if (rt_is_instance(s)) { /* __reversed__, else the sequence protocol if the class has it */
    ClassObj *c = RT_AS(Instance, s)->cls;
    Value m = rt_class_lookup(c, "__reversed__", NULL);
    if (!rt_is_undef(m) && !rt_is_none(m)) return rt_call_method(m, s, 0, NULL);
    Value r = rt_dict_reversed(rt_unwrap_base(s)); /* class D(dict) */
    if (!rt_is_undef(r)) return r;
    if (rt_is_undef(rt_class_lookup(c, "__len__", NULL)) || rt_is_undef(rt_class_lookup(c, "__getitem__", NULL))) {
      rt_raise(RT_EXC_TypeError, "'%s' object is not reversible", c->name);
    }
  }
  Value r = rt_dict_reversed(s);
  if (!rt_is_undef(r)) return r;
  if (!rt_is_obj(s) || !s.as.o->type->len || !s.as.o->type->getitem) {
    rt_raise(RT_EXC_TypeError, "'%s' object is not reversible", rt_type_name(s));
  }
  return seqiter_make(s, rt_len(s) - 1, true);
}

static Value b_iter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (kw && kw->n > 0) rt_raise(RT_EXC_TypeError, "iter() takes no keyword arguments");
  if (argc < 1) rt_raise(RT_EXC_TypeError, "iter expected at least 1 argument, got %d", argc);
  if (argc > 2) rt_raise(RT_EXC_TypeError, "iter expected at most 2 arguments, got %d", argc);
  if (argc == 1) return rt_iter(argv[0]);
  Value fn = argv[0];
  bool callable = rt_is_instance(fn) ? rt_instance_callable(fn) : rt_is_obj(fn) && fn.as.o->type->call;
  if (!callable) rt_raise(RT_EXC_TypeError, "iter(v, w): v must be callable");
  return lazy_make(LAZY_CALLABLE, fn, 1, argv + 1);
}

static Value b_next(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("next", argc, kw, 1, 2);
  Value out;
  if (argv[0].tag != RT_OBJ || !argv[0].as.o->type->next) {
    rt_raise(RT_EXC_TypeError, "'%s' object is not an iterator", rt_type_name(argv[0]));
  }
  if (rt_next(argv[0], &out)) return out;
  if (argc == 2) {
    rt_incref(argv[1]);
    return argv[1];
  }
  Value v = argv[0].as.o->type->stop_value ? argv[0].as.o->type->stop_value(argv[0]) : rt_undef();
  if (!rt_is_undef(v)) { /* StopIteration(v): `e.value`, and "StopIteration: 5" uncaught */
    Value args = rt_tuple_from(1, &v);
    rt_decref(v);
    int mark = rt_cleanup_push_value(&args);
    Value e = rt_exc_instance_new(rt_exc_class(RT_EXC_StopIteration), RT_EXC_StopIteration, args);
    rt_cleanup_pop(mark, true);
    rt_raise_value(RT_EXC_StopIteration, e.as.o);
  }
  rt_raise(RT_EXC_StopIteration, "%s", "");
}

static bool is_lazy(Value v, LazyKind k) {
  return rt_is_type(v, lazy_types[k]);
}
static bool is_enumerate(Value v) {
  return is_lazy(v, LAZY_ENUMERATE);
}
static bool is_zip(Value v) {
  return is_lazy(v, LAZY_ZIP);
}
static bool is_map(Value v) {
  return is_lazy(v, LAZY_MAP);
}
static bool is_filter(Value v) {
  return is_lazy(v, LAZY_FILTER);
}

void rt_iter_register_builtins(Value b) {
  rt_module_set(b, "enumerate",
                rt_native_class("enumerate", b_enumerate, is_enumerate, "<class 'enumerate'>"));
  rt_module_set(b, "zip", rt_native_class("zip", b_zip, is_zip, "<class 'zip'>"));
  rt_module_set(b, "map", rt_native_class("map", b_map, is_map, "<class 'map'>"));
  rt_module_set(b, "filter", rt_native_class("filter", b_filter, is_filter, "<class 'filter'>"));
  rt_module_add_fn(b, "reversed", b_reversed);
  rt_module_add_fn(b, "iter", b_iter);
  rt_module_add_fn(b, "next", b_next);
}
