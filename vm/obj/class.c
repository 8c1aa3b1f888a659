/* class.c — class objects: creation with CPython's C3 method resolution order, the class dict
 * and the tags that keep cached lookups true (class.h), attribute access on the class itself,
 * calling a class to make an instance, subclass tests, and the table of special-method names. */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "class.h"
#include "class_module.h"
#include "dict.h"
#include "exc_slot.h"
#include "exc.h"
#include "gc.h"
#include "modules.h"
#include "native.h"
#include "objects.h"
#include "ops.h"

/* ---- tags and the function type ---- */

/* Tags only need to be unique: a counter shared by every VM and thread hands out numbers that
 * are unique across all of them. */
static _Atomic uint64_t next_tag = 1;

uint64_t rt_class_new_tag(void) { return atomic_fetch_add(&next_tag, 1); }

/* Set once at start-up by the VM (a read-only registration, like the module registry). */
static const ObjType *function_type;

void rt_class_register_function_type(const ObjType *t) { function_type = t; }

bool rt_is_python_function(Value v) {
  return v.tag == RT_OBJ && v.as.o->type == function_type && function_type;
}

/* Registered when their library is first imported; the same type again is a no-op. */
static const ObjType *method_types[4];
static int nmethod_types;

void rt_class_register_method_type(const ObjType *t) {
  for (int k = 0; k < nmethod_types; k++) {
    if (method_types[k] == t) return;
  }
  if (nmethod_types < 4) method_types[nmethod_types++] = t;
}

bool rt_binds_as_method(Value v) {
  if (v.tag != RT_OBJ) return false;
  if (rt_is_python_function(v) || v.as.o->type == &rt_native_method_type) return true;
  for (int k = 0; k < nmethod_types; k++) {
    if (v.as.o->type == method_types[k]) return true;
  }
  return false;
}

/* ---- special-method names ---- */

const char *const rt_special_names[RT_SP_COUNT] = {
#define X(name, s) s,
    RT_SPECIALS(X)
#undef X
#define B(stem, cmp) "__" stem "__",
    B("add", 0) B("sub", 0) B("mul", 0) B("truediv", 0) B("floordiv", 0) B("mod", 0)
    B("pow", 0) B("matmul", 0) B("lshift", 0) B("rshift", 0) B("and", 0) B("or", 0)
    B("xor", 0) B("eq", 1) B("ne", 1) B("lt", 1) B("le", 1) B("gt", 1) B("ge", 1)
#undef B
#define R(stem) "__r" stem "__",
    R("add") R("sub") R("mul") R("truediv") R("floordiv") R("mod") R("pow") R("matmul")
    R("lshift") R("rshift") R("and") R("or") R("xor") NULL, NULL, NULL, NULL, NULL, NULL,
#undef R
#define I(stem) "__i" stem "__",
    I("add") I("sub") I("mul") I("truediv") I("floordiv") I("mod") I("pow") I("matmul")
    I("lshift") I("rshift") I("and") I("or") I("xor") NULL, NULL, NULL, NULL, NULL, NULL,
#undef I
};

/* ---- the cycle registry ---- */

static _Thread_local RtGcList *gc_current;

void rt_gc_use(RtGcList *list) { gc_current = list; }

static void class_link(ClassObj *c) {
  c->gc_next = NULL;
  c->gc_pprev = NULL;
  if (!gc_current || (c->flags & (RT_CLASS_OBJECT | RT_CLASS_BUILTIN))) return;
  ClassObj **head = &gc_current->classes;
  c->gc_next = *head;
  if (c->gc_next) c->gc_next->gc_pprev = &c->gc_next;
  c->gc_pprev = head;
  *head = c;
}

static void class_unlink(ClassObj *c) {
  if (!c->gc_pprev) return;
  *c->gc_pprev = c->gc_next;
  if (c->gc_next) c->gc_next->gc_pprev = c->gc_pprev;
  c->gc_next = NULL;
  c->gc_pprev = NULL;
}

/* ---- lookups ---- */

Value rt_class_lookup_h(ClassObj *c, const char *name, size_t n, uint64_t h, ClassObj **owner,
                        int *entry) {
  Tuple *mro = RT_AS(Tuple, c->mro);
  for (int64_t k = 0; k < mro->n; k++) {
    ClassObj *b = rt_mro_dict(mro->items[k]);
    int e = b ? rt_class_own_find(b, name, n, h) : -1;
    if (e >= 0) {
      if (owner) *owner = b;
      if (entry) *entry = e;
      return b->dict.e[e].value;
    }
  }
  return rt_undef();
}

Value rt_class_lookup(ClassObj *c, const char *name, ClassObj **owner) {
  size_t n = strlen(name);
  return rt_class_lookup_h(c, name, n, rt_name_hash(name, n), owner, NULL);
}

void rt_class_fill_specials(ClassObj *c) {
  for (int k = 0; k < RT_SP_COUNT; k++) {
    const char *name = rt_special_names[k];
    Value v = rt_undef();
    ClassObj *owner = NULL;
    if (name) v = rt_class_lookup(c, name, &owner);
    if (owner && (owner->flags & RT_CLASS_OBJECT)) v = rt_undef(); /* object's default */
    c->special[k] = v;
  }
  c->special_tag = c->tag;
}

/* A new tag for c and every class that inherits from it. */
static void bump(ClassObj *c) {
  c->tag = rt_class_new_tag();
  for (int k = 0; k < c->nsubs; k++) bump(c->subs[k]);
}

/* Values whose replacement by another such value changes no cached lookup: the caches keep
 * nothing of them but their absence of descriptor behaviour (class counters stay cheap). */
static bool plain_data(Value v) {
  return v.tag != RT_OBJ || rt_is_str(v);
}

void rt_class_set(ClassObj *c, const char *name, Value v) {
  size_t n = strlen(name);
  uint64_t h = rt_name_hash(name, n);
  int e = rt_attrmap_find(&c->dict, name, n, h);
  if (rt_is_undef(v)) {
    if (e < 0 || rt_is_undef(c->dict.e[e].value)) {
      rt_raise(RT_EXC_AttributeError, "type object '%s' has no attribute '%s'", c->name, name);
    }
    Value old = c->dict.e[e].value;
    c->dict.e[e].value = rt_undef();
    bump(c);
    rt_decref(old);
    return;
  }
  bool quiet = e >= 0 && !rt_is_undef(c->dict.e[e].value) && plain_data(c->dict.e[e].value) &&
               plain_data(v);
  rt_attrmap_set(&c->dict, rt_undef(), name, n, h, v);
  if (!quiet) bump(c);
}

int rt_class_slot(ClassObj *c, const char *name, size_t n) {
  uint64_t h = rt_name_hash(name, n);
  int e = rt_attrmap_find(&c->slots, name, n, h);
  if (e >= 0) return e;
  e = rt_attrmap_set(&c->slots, rt_undef(), name, n, h, rt_int(c->slots.n));
  c->tag = rt_class_new_tag(); /* instances of subclasses use their own slot maps */
  return e;
}

bool rt_class_is_subclass(const ClassObj *c, const ClassObj *base) {
  return rt_class_has_base(c, rt_obj((ClassObj *)base));
}

bool rt_class_has_base(const ClassObj *c, Value base) {
  Tuple *mro = RT_AS(Tuple, c->mro);
  for (int64_t k = 0; k < mro->n; k++) {
    if (mro->items[k].as.o == base.as.o) return true;
  }
  return false;
}

ClassObj *rt_user_class_of(Value v) {
  if (rt_is_instance(v)) return RT_AS(Instance, v)->cls;
  if (rt_is_exception(v) && rt_is_class(RT_AS(ExcObj, v)->cls)) return RT_AS(ClassObj, RT_AS(ExcObj, v)->cls);
  return NULL;
}

bool rt_isinstance_class(Value v, Value cls) {
  ClassObj *c = RT_AS(ClassObj, cls);
  if (c->flags & RT_CLASS_OBJECT) return true;
  ClassObj *vc = rt_user_class_of(v);
  if (!vc && rt_is_class(v)) vc = RT_AS(ClassObj, v)->metacls; /* a class: its metaclass */
  return vc && rt_class_is_subclass(vc, c);
}

/* ---- the method resolution order (C3) ---- */

static const char *class_name(Value cls) {
  if (rt_is_class(cls)) return RT_AS(ClassObj, cls)->name;
  if (rt_is_native(cls)) return RT_AS(NativeFunc, cls)->name;
  const char *d = rt_exc_class_display(cls), *dot = strrchr(d, '.');
  return dot ? dot + 1 : d;
}

static bool in_tail(Value cls, Value *const *seqs, const int64_t *lens, const int64_t *pos,
                    int nseq) {
  for (int s = 0; s < nseq; s++) {
    for (int64_t k = pos[s] + 1; k < lens[s]; k++) {
      if (seqs[s][k].as.o == cls.as.o) return true;
    }
  }
  return false;
}

static _Noreturn void mro_error(Value *const *seqs, const int64_t *lens, const int64_t *pos,
                                int nseq) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "Cannot create a consistent method resolution\norder (MRO) for bases");
  int shown = 0;
  for (int s = 0; s < nseq; s++) {
    if (pos[s] >= lens[s]) continue;
    Value head = seqs[s][pos[s]];
    bool dup = false;
    for (int t = 0; t < s; t++) dup = dup || (pos[t] < lens[t] && seqs[t][pos[t]].as.o == head.as.o);
    if (dup) continue;
    rt_sb_printf(&sb, "%s %s", shown++ ? "," : "", class_name(head));
  }
  rt_raise(RT_EXC_TypeError, "%s", sb.data);
}

Value rt_c3_mro(Value head, Value bases) {
  Tuple *bt = RT_AS(Tuple, bases);
  int nseq = (int)bt->n + 1;
  Value **seqs = rt_malloc(sizeof(Value *) * (size_t)nseq * 3);
  int mark = rt_cleanup_push(free, seqs);
  int64_t *lens = (int64_t *)(seqs + nseq), *pos = lens + nseq;
  int64_t total = 1;
  for (int s = 0; s < nseq - 1; s++) {
    Tuple *m = RT_AS(Tuple, rt_mro_of(bt->items[s]));
    seqs[s] = m->items;
    lens[s] = m->n;
    total += m->n;
  }
  seqs[nseq - 1] = bt->items;
  lens[nseq - 1] = bt->n;
  memset(pos, 0, sizeof(int64_t) * (size_t)nseq);
  Value out = rt_list_new(total);
  rt_cleanup_push_value(&out);
  rt_list_append(out, head);
  for (;;) {
    Value pick = rt_undef();
    bool left = false;
    for (int s = 0; s < nseq && rt_is_undef(pick); s++) {
      if (pos[s] >= lens[s]) continue;
      left = true;
      if (!in_tail(seqs[s][pos[s]], seqs, lens, pos, nseq)) pick = seqs[s][pos[s]];
    }
    if (!left) break;
    if (rt_is_undef(pick)) mro_error(seqs, lens, pos, nseq);
    rt_list_append(out, pick);
    for (int s = 0; s < nseq; s++) {
      if (pos[s] < lens[s] && seqs[s][pos[s]].as.o == pick.as.o) pos[s]++;
    }
  }
  Value t = rt_tuple_from(RT_AS(List, out)->n, RT_AS(List, out)->items);
  rt_cleanup_pop(mark, true);
  return t;
}

/* ---- creation ---- */

static void add_sub(ClassObj *base, ClassObj *sub) {
  if (base->nsubs == base->capsubs) {
    int cap = base->capsubs ? base->capsubs * 2 : 4;
    base->subs = rt_realloc(base->subs, sizeof(ClassObj *) * (size_t)cap);
    base->capsubs = cap;
  }
  base->subs[base->nsubs++] = sub;
}

static void remove_sub(ClassObj *base, ClassObj *sub) {
  for (int k = 0; k < base->nsubs; k++) {
    if (base->subs[k] == sub) { /* keeps the others in creation order: __subclasses__() */
      memmove(base->subs + k, base->subs + k + 1, sizeof(ClassObj *) * (size_t)(base->nsubs - k - 1));
      base->nsubs--;
      return;
    }
  }
}

/* The bases are classes, none twice, of one layout: returns the RT_BASE_* kind they give
 * (*exc_kind the exception class's kind for RT_BASE_EXC). */
static int check_bases(Value bases, int *exc_kind) {
  Tuple *t = RT_AS(Tuple, bases);
  int kind = RT_BASE_NONE;
  for (int64_t k = 0; k < t->n; k++) {
    Value b = t->items[k];
    int bk = rt_builtin_base_kind(b);
    if (!rt_is_class(b) && !rt_exc_is_class(b) && bk == RT_BASE_NONE) {
      rt_raise(RT_EXC_TypeError, "bases must be classes, not '%s'", rt_type_name(b));
    }
    for (int64_t j = 0; j < k; j++) {
      if (t->items[j].as.o == b.as.o) {
        rt_raise(RT_EXC_TypeError, "duplicate base class %s", class_name(b));
      }
    }
    if (bk != RT_BASE_NONE && kind != RT_BASE_NONE && bk != kind) {
      rt_raise(RT_EXC_TypeError, "multiple bases have instance lay-out conflict");
    }
    if (bk == RT_BASE_EXC && kind == RT_BASE_NONE) {
      *exc_kind = rt_is_class(b) ? RT_AS(ClassObj, b)->exc_kind : (int)RT_AS(ExcClass, b)->kind;
    }
    if (bk != RT_BASE_NONE) kind = bk;
  }
  return kind;
}

static ClassObj *class_alloc(const char *qualname, int flags) {
  ClassObj *c = rt_calloc(1, sizeof *c);
  rt_obj_init(&c->hdr, &rt_class_type);
  c->flags = flags;
  c->bases = rt_undef();
  c->mro = rt_undef();
  c->annotations = rt_none();
  c->fields = rt_undef();
  c->tag = rt_class_new_tag();
  c->qualname = strdup(qualname);
  const char *dot = strrchr(qualname, '.');
  c->name = strdup(dot ? dot + 1 : qualname);
  if (!c->qualname || !c->name) {
    free(c->qualname);
    free(c->name);
    free(c);
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  class_link(c);
  return c;
}

Value rt_class_new(const char *qualname, Value bases) {
  Value own = rt_undef();
  int mark = rt_cleanup_push_value(&own);
  bool implicit = RT_AS(Tuple, bases)->n == 0;
  if (implicit) {
    Value obj = rt_object_class();
    own = rt_tuple_from(1, &obj);
    bases = own;
  }
  int exc_kind = -1;
  int kind = check_bases(bases, &exc_kind);
  ClassObj *c = class_alloc(qualname, RT_CLASS_OPEN | (implicit ? RT_CLASS_IMPLICIT_BASE : 0));
  c->base_kind = kind;
  c->exc_kind = exc_kind;
  Value cv = rt_obj(c);
  rt_cleanup_push_value(&cv);
  rt_incref(bases);
  c->bases = bases;
  c->mro = rt_c3_mro(cv, bases);
  if (kind == RT_BASE_EXC) { /* the first builtin exception class on the MRO gives the kind */
    Tuple *mro = RT_AS(Tuple, c->mro);  /* class B(A, KeyError): KeyError's str(), not A's base's */
    for (int64_t k = 1; k < mro->n; k++) {
      if (rt_is_class(mro->items[k]) || !rt_exc_is_class(mro->items[k])) continue;
      c->exc_kind = (int)RT_AS(ExcClass, mro->items[k])->kind;
      break;
    }
  }
  Tuple *bt = RT_AS(Tuple, bases);
  for (int64_t k = 0; k < bt->n; k++) {
    if (rt_is_class(bt->items[k])) add_sub(RT_AS(ClassObj, bt->items[k]), c);
    if (rt_is_class(bt->items[k]) && !c->meta) c->meta = RT_AS(ClassObj, bt->items[k])->meta;
  }
  rt_cleanup_pop(mark, false);
  rt_decref(own);
  rt_gc_track(&c->hdr);
  return cv;
}

/* The names a class's __slots__ lists (a str, or a tuple or list of them; "__dict__" aside)
 * into its slot map; false when it has none. */
static bool add_slot_names(ClassObj *c, ClassObj *from) {
  int e = rt_attrmap_find(&from->dict, "__slots__", 9, rt_name_hash("__slots__", 9));
  if (e < 0 || rt_is_undef(from->dict.e[e].value)) return false;
  Value v = from->dict.e[e].value;
  const Value *items = &v;
  int64_t n = 1;
  if (rt_is_tuple(v)) items = RT_AS(Tuple, v)->items, n = RT_AS(Tuple, v)->n;
  else if (rt_is_list(v)) items = RT_AS(List, v)->items, n = RT_AS(List, v)->n;
  for (int64_t k = 0; k < n; k++) {
    if (!rt_is_str(items[k])) {
      rt_raise(RT_EXC_TypeError, "__slots__ items must be strings, not '%s'",
               rt_type_name(items[k]));
    }
    const char *name = rt_str_data(items[k]);
    if (strcmp(name, "__dict__") == 0) continue; /* the caller looked for it */
    int own = from == c ? rt_class_own_find(c, name, strlen(name), rt_name_hash(name, strlen(name))) : -1;
    if (own >= 0 && !rt_is_undef(c->dict.e[own].value)) {
      rt_raise(RT_EXC_ValueError, "'%s' in __slots__ conflicts with class variable", name);
    }
    rt_class_slot(c, name, strlen(name));
  }
  return true;
}

/* How many times c's own __slots__ lists name. */
static int slot_count(ClassObj *c, const char *name) {
  int e = rt_attrmap_find(&c->dict, "__slots__", 9, rt_name_hash("__slots__", 9));
  if (e < 0 || rt_is_undef(c->dict.e[e].value)) return 0;
  Value v = c->dict.e[e].value;
  const Value *items = &v;
  int64_t n = 1, count = 0;
  if (rt_is_tuple(v)) items = RT_AS(Tuple, v)->items, n = RT_AS(Tuple, v)->n;
  else if (rt_is_list(v)) items = RT_AS(List, v)->items, n = RT_AS(List, v)->n;
  for (int64_t k = 0; k < n; k++) count += rt_is_str(items[k]) && strcmp(rt_str_data(items[k]), name) == 0;
  return (int)count;
}

/* __slots__: instances of c have only the listed attributes when c and every base but object
 * list them; when __slots__ lists "__dict__" or a base gives instances a __dict__, the listed
 * names are members kept out of that __dict__ (RT_CLASS_SLOTS). */
static void apply_slots(ClassObj *c) {
  Tuple *mro = RT_AS(Tuple, c->mro);
  if (rt_attrmap_find(&c->dict, "__slots__", 9, rt_name_hash("__slots__", 9)) < 0) return;
  bool base_dict = false;
  /* a builtin base whose instances have no __dict__ (tuple, int, str, list, ...) adds none */
  bool plain_builtin = c->base_kind != RT_BASE_NONE && c->base_kind != RT_BASE_EXC &&
                       c->base_kind != RT_BASE_TYPE && c->base_kind != RT_BASE_NATIVE;
  for (int64_t k = 1; k < mro->n; k++) {
    Value b = mro->items[k];
    if (!rt_is_class(b) && plain_builtin) continue;
    if (!rt_is_class(b)) return;
    ClassObj *bc = RT_AS(ClassObj, b);
    if (!(bc->flags & (RT_CLASS_OBJECT | RT_CLASS_NO_DICT))) base_dict = true;
  }
  int dicts = slot_count(c, "__dict__");
  if (dicts > 1 || (dicts && base_dict)) rt_raise(RT_EXC_TypeError, "__dict__ slot disallowed: we already got one");
  if (dicts || base_dict) {
    add_slot_names(c, c); /* checks the names; the members are looked up by name */
    c->flags |= RT_CLASS_SLOTS;
    return;
  }
  if (!add_slot_names(c, c)) return;
  for (int64_t k = 1; k < mro->n; k++) {
    if (!rt_is_class(mro->items[k])) continue;
    ClassObj *bc = RT_AS(ClassObj, mro->items[k]);
    if (!(bc->flags & RT_CLASS_OBJECT)) add_slot_names(c, bc);
  }
  c->flags |= RT_CLASS_NO_DICT;
  c->tag = rt_class_new_tag();
}

void rt_class_apply_slots(ClassObj *c) { apply_slots(c); }

/* f(c, **kwargs) */
static void call_with_kwargs(Value f, ClassObj *c, Value kwargs, int64_t nkw) {
  const char **names = rt_malloc(sizeof(char *) * (size_t)(nkw ? nkw : 1));
  int mark = rt_cleanup_push(free, names);
  Value *values = rt_malloc(sizeof(Value) * (size_t)(nkw ? nkw : 1));
  rt_cleanup_push(free, values);
  Value k, v;
  int n = 0;
  for (int64_t pos = 0; n < nkw && rt_dict_next(kwargs, &pos, &k, &v); n++) {
    names[n] = rt_str_data(k);
    values[n] = v;
  }
  Kwargs kw = {n, names, values};
  rt_decref(rt_call_method_kw(f, rt_obj(c), 0, NULL, n ? &kw : NULL));
  rt_cleanup_pop(mark, true);
}

/* The body has run: the first __init_subclass__ after c on its MRO runs with c (a classmethod
 * whether or not it is decorated as one; object's does nothing). */
static void init_subclass(ClassObj *c, Value kwargs) {
  const char *name = "__init_subclass__";
  int64_t nkw = rt_is_undef(kwargs) ? 0 : rt_dict_len(kwargs);
  size_t n = strlen(name);
  uint64_t h = rt_name_hash(name, n);
  Tuple *mro = RT_AS(Tuple, c->mro);
  for (int64_t k = 1; k < mro->n; k++) {
    ClassObj *b = rt_mro_dict(mro->items[k]);
    if (!b || (b->flags & (RT_CLASS_OBJECT | RT_CLASS_BUILTIN))) continue;
    int e = rt_class_own_find(b, name, n, h);
    if (e < 0) continue;
    Value f = b->dict.e[e].value;
    if (rt_is_type(f, &rt_classmethod_type)) f = RT_AS(Wrapped, f)->func;
    call_with_kwargs(f, c, kwargs, nkw);
    return;
  }
  if (nkw) rt_raise(RT_EXC_TypeError, "%s.__init_subclass__() takes no keyword arguments", c->name);
}

/* Each attribute the body set whose class defines __set_name__ learns its owner and name
 * (before __init_subclass__, as in CPython); entries a call adds are not visited. */
static void set_names(ClassObj *c) {
  for (int i = 0, n = c->dict.n; i < n && i < c->dict.n; i++) {
    Value v = c->dict.e[i].value;
    Value sn = rt_is_undef(v) ? v : rt_user_descr_method(v, "__set_name__");
    if (rt_is_undef(sn)) continue;
    Value args[2] = {rt_obj(c), c->dict.e[i].key}; /* held: the call may change c's dict */
    rt_incref(v);
    rt_incref(args[1]);
    int mark = rt_cleanup_push_value(&v);
    rt_cleanup_push_value(&args[1]);
    rt_decref(rt_call_method(sn, v, 2, args));
    rt_cleanup_pop(mark, true);
  }
}

/* A plain function the body named __init_subclass__ or __class_getitem__ becomes a classmethod,
 * as CPython's type() makes it (so Cls.__init_subclass__() binds Cls). */
static void implicit_classmethods(ClassObj *c) {
  static const char *const names[] = {"__init_subclass__", "__class_getitem__"};
  for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
    size_t n = strlen(names[k]);
    int e = rt_attrmap_find(&c->dict, names[k], n, rt_name_hash(names[k], n));
    if (e < 0 || !rt_is_python_function(c->dict.e[e].value)) continue;
    rt_class_set(c, names[k], rt_wrapped_new(&rt_classmethod_type, c->dict.e[e].value));
  }
}

void rt_class_finish(Value cls, Value annotations) {
  rt_class_finish_kw(cls, annotations, rt_undef());
}

void rt_class_finish_kw(Value cls, Value annotations, Value kwargs) {
  ClassObj *c = RT_AS(ClassObj, cls);
  c->flags &= ~RT_CLASS_OPEN;
  if (!rt_is_none(annotations)) {
    rt_incref(annotations);
    rt_decref(c->annotations);
    c->annotations = annotations;
  }
  size_t n = strlen("__eq__");
  bool has_eq = rt_attrmap_find(&c->dict, "__eq__", n, rt_name_hash("__eq__", n)) >= 0;
  n = strlen("__hash__");
  bool has_hash = rt_attrmap_find(&c->dict, "__hash__", n, rt_name_hash("__hash__", n)) >= 0;
  if (has_eq && !has_hash) rt_class_set(c, "__hash__", rt_none());
  n = strlen("__doc__"); /* as CPython's type(): a class without a docstring has None, not its base's */
  if (rt_attrmap_find(&c->dict, "__doc__", n, rt_name_hash("__doc__", n)) < 0) rt_class_set(c, "__doc__", rt_none());
  if (c->meta && c->meta->finish) c->meta->finish(cls);
  apply_slots(c);
  implicit_classmethods(c);
  set_names(c);
  init_subclass(c, kwargs);
}

static void class_free(Obj *o) {
  ClassObj *c = (ClassObj *)o;
  class_unlink(c);
  if (rt_is_tuple(c->bases)) {
    Tuple *bt = RT_AS(Tuple, c->bases);
    for (int64_t k = 0; k < bt->n; k++) {
      if (rt_is_class(bt->items[k])) remove_sub(RT_AS(ClassObj, bt->items[k]), c);
    }
  }
  free(c->subs);
  rt_attrmap_free(&c->dict);
  rt_attrmap_free(&c->slots);
  rt_decref(c->bases);
  rt_decref(c->mro);
  rt_decref(c->annotations);
  rt_decref(c->fields);
  if (c->metacls) rt_decref(rt_obj(c->metacls));
  free(c->name);
  free(c->qualname);
  free(c);
}

/* The cycle collector's slots: a class is a cycle by itself (its MRO tuple holds it). Only
 * owned references: special[] and subs are borrowed. */
static void class_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  ClassObj *c = (ClassObj *)o;
  visit(c->bases, arg);
  visit(c->mro, arg);
  for (int k = 0; k < c->dict.n; k++) visit(c->dict.e[k].value, arg);
  visit(c->annotations, arg);
  visit(c->fields, arg);
  /* owned, and kept by clear (repr and lookups use it): a metaclass held only by the classes
   * it made is garbage with them */
  if (c->metacls) visit(rt_obj(c->metacls), arg);
}

/* Leaves its bases' subclass lists first (the collector clears classes before the tuples that
 * hold their bases), so no live base keeps a pointer to it. */
void rt_class_clear(Obj *o) {
  ClassObj *c = (ClassObj *)o;
  if (rt_is_tuple(c->bases)) {
    Tuple *bt = RT_AS(Tuple, c->bases);
    for (int64_t k = 0; k < bt->n; k++) {
      if (rt_is_class(bt->items[k])) remove_sub(RT_AS(ClassObj, bt->items[k]), c);
    }
  }
  Value held[4] = {c->bases, c->mro, c->annotations, c->fields};
  c->bases = c->mro = c->fields = rt_undef();
  c->annotations = rt_none();
  c->special_tag = 0;
  c->tag = rt_class_new_tag();
  for (int k = 0; k < c->dict.n; k++) {
    Value old = c->dict.e[k].value;
    c->dict.e[k].value = rt_undef();
    rt_decref(old);
  }
  for (int k = 0; k < 4; k++) rt_decref(held[k]);
}

/* ---- the class as an object ---- */

/* A class's module: a str __module__ of its own (set by a module written in C, e.g. typing's
 * classes), else __main__ (builtins for object). */
static const char *module_of(ClassObj *c) {
  if (c->flags & RT_CLASS_OBJECT) return "builtins";
  size_t n = strlen("__module__");
  int e = rt_class_own_find(c, "__module__", n, rt_name_hash("__module__", n));
  if (e >= 0 && rt_is_str(c->dict.e[e].value)) return rt_str_data(c->dict.e[e].value);
  return "__main__";
}

const char *rt_class_module_name(ClassObj *c) { return module_of(c); }

static Value class_repr(Value self) {
  ClassObj *c = RT_AS(ClassObj, self);
  if (c->meta && c->meta->repr) return c->meta->repr(self);
  Value r = c->metacls ? rt_class_lookup(c->metacls, "__repr__", NULL) : rt_undef();
  if (rt_is_python_function(r)) return rt_call_method(r, self, 0, NULL); /* Meta.__repr__ */
  if (c->flags & RT_CLASS_OBJECT) return rt_str_printf("<class '%s'>", c->name);
  return rt_str_printf("<class '%s.%s'>", module_of(c), c->qualname);
}

/* type.mro(): the MRO as a list. */
static Value class_mro(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("mro", argc, kw, 0, 0, RT_ARGS_NONE);
  Tuple *t = RT_AS(Tuple, RT_AS(ClassObj, self)->mro);
  return rt_list_from(t->n, t->items);
}

/* type.__subclasses__(): the live direct subclasses, oldest first. */
static Value class_subclasses(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("__subclasses__", argc, kw, 0, 0, RT_ARGS_NONE);
  ClassObj *c = RT_AS(ClassObj, self);
  Value out = rt_list_new(c->nsubs);
  for (int k = 0; k < c->nsubs; k++) rt_list_append(out, rt_obj(c->subs[k]));
  return out;
}

static Value class_getattr(Value self, const char *name) {
  ClassObj *c = RT_AS(ClassObj, self);
  if (name[0] == '_' && name[1] == '_') {
    if (strcmp(name, "__name__") == 0) return rt_str_from_c(c->name);
    if (strcmp(name, "__qualname__") == 0) return rt_str_from_c(c->qualname);
    if (strcmp(name, "__module__") == 0) return rt_str_from_c(module_of(c));
    if (strcmp(name, "__mro__") == 0) return (rt_incref(c->mro), c->mro);
    if (strcmp(name, "__bases__") == 0) return (rt_incref(c->bases), c->bases);
    if (strcmp(name, "__base__") == 0) {
      if (RT_AS(Tuple, c->bases)->n == 0) return rt_none();
      Value b = RT_AS(Tuple, c->bases)->items[0];
      rt_incref(b);
      return b;
    }
    if (strcmp(name, "__dict__") == 0) return rt_class_dict_proxy(self);
    if (strcmp(name, "__annotations__") == 0 && !(c->flags & (RT_CLASS_BUILTIN | RT_CLASS_OBJECT))) {
      /* a class's own (3.10+: not inherited), made empty on first use when the body had none */
      int e = rt_class_own_find(c, name, strlen(name), rt_name_hash(name, strlen(name)));
      if (e < 0 || rt_is_undef(c->dict.e[e].value)) rt_class_set(c, name, rt_dict_new());
      e = rt_class_own_find(c, name, strlen(name), rt_name_hash(name, strlen(name)));
      Value d = c->dict.e[e].value;
      rt_incref(d);
      return d;
    }
    if (strcmp(name, "__class__") == 0) {
      Value t = c->metacls ? rt_obj(c->metacls) : rt_builtin_lookup("type");
      rt_incref(t);
      return t;
    }
  }
  ClassObj *owner = NULL;
  Value found = rt_class_lookup(c, name, &owner);
  if (!rt_is_undef(found) && owner && (owner->flags & RT_CLASS_BUILTIN) && owner->base_kind == RT_BASE_EXC) {
    Value slot = rt_exc_slot_get((ExcKind)c->exc_kind, name, found); /* <slot wrapper '__init__' of 'ValueError' objects> */
    if (!rt_is_undef(slot)) return slot;
  }
  if (!rt_is_undef(found)) return rt_descr_get(found, rt_undef(), c, name);
  found = c->metacls ? rt_class_lookup(c->metacls, name, NULL) : rt_undef();
  if (!rt_is_undef(found)) return rt_descr_get(found, self, c->metacls, name); /* Meta's */
  if (strcmp(name, "__doc__") == 0) return rt_none();
  if (strcmp(name, "mro") == 0) return rt_native_bind("mro", class_mro, self);
  if (strcmp(name, "__subclasses__") == 0) return rt_native_bind("__subclasses__", class_subclasses, self);
  if (c->meta && c->meta->getattr && !rt_is_undef(found = c->meta->getattr(self, name))) return found;
  if (!rt_is_undef(found = rt_class_slot_member(c, name))) return found;
  rt_raise_attr_error(self, name, "type object '%s' has no attribute '%s'", c->name, name);
}

static bool class_setattr(Value self, const char *name, Value v) {
  ClassObj *c = RT_AS(ClassObj, self);
  if (c->flags & RT_CLASS_OBJECT) {
    rt_raise(RT_EXC_TypeError,
             "cannot set '%s' attribute of immutable type 'object'", name);
  }
  if (c->meta && c->meta->setattr && c->meta->setattr(self, name, v)) return true;
  rt_incref(v);
  rt_class_set(c, name, v);
  return true;
}

/* Calling a class: __new__ (when the class defines one), then __init__. The VM's CALL runs a
 * Python __init__ in its own frame without coming here (interp.c). */
static Value class_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value out;
  if (RT_AS(ClassObj, self)->metacls && rt_meta_call(self, argc, argv, kw, &out)) return out;
  return rt_class_instantiate(self, argc, argv, kw);
}

/* The class of what __new__ made: an instance's, or a class's metaclass. */
static ClassObj *made_class(Value v) {
  ClassObj *c = rt_user_class_of(v);
  return !c && rt_is_class(v) ? RT_AS(ClassObj, v)->metacls : c;
}

Value rt_class_instantiate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  ClassObj *c = RT_AS(ClassObj, self);
  Value init = rt_class_special(c, RT_SP_INIT), newm = rt_class_special(c, RT_SP_NEW);
  bool args = argc > 0 || (kw && kw->n > 0);
  Value inst;
  if (!rt_is_undef(newm)) {
    Value fn = rt_descr_get(newm, rt_undef(), c, "__new__"); /* a staticmethod: unwraps */
    int mark = rt_cleanup_push_value(&fn);
    Value *full = rt_malloc(sizeof(Value) * (size_t)(argc + 1));
    rt_cleanup_push(free, full);
    full[0] = self;
    if (argc) memcpy(full + 1, argv, sizeof(Value) * (size_t)argc); /* argv may be NULL */
    inst = rt_call(fn, argc + 1, full, kw);
    rt_cleanup_pop(mark, true);
    ClassObj *ic = made_class(inst);
    if (!ic || !rt_class_is_subclass(ic, c)) return inst;
  } else {
    if (args && rt_is_undef(init)) {
      if (c->flags & RT_CLASS_OBJECT) rt_raise(RT_EXC_TypeError, "object() takes no arguments");
      rt_raise(RT_EXC_TypeError, "%s() takes no arguments", c->name);
    }
    inst = rt_instance_new(c);
  }
  if (rt_is_undef(init)) return inst;
  int mark = rt_cleanup_push_value(&inst);
  Value r = rt_call_method_kw(init, inst, argc, argv, kw);
  if (!rt_is_none(r)) {
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "__init__() should return None, not '%s'", rt_type_name(r));
  }
  rt_cleanup_pop(mark, false);
  return inst;
}

/* ---- what a class object does as a container: only with a metaclass-like table ---- */

static const RtClassMeta *meta_of(Value cls) { return RT_AS(ClassObj, cls)->meta; }

static Value class_iter(Value self) {
  if (!meta_of(self) || !meta_of(self)->iter) rt_raise(RT_EXC_TypeError, "'type' object is not iterable");
  return meta_of(self)->iter(self);
}

static int64_t class_len(Value self) {
  if (!meta_of(self) || !meta_of(self)->len) rt_raise(RT_EXC_TypeError, "object of type 'type' has no len()");
  return meta_of(self)->len(self);
}

static Value class_getitem(Value self, Value key) {
  if (!meta_of(self) || !meta_of(self)->getitem) {
    /* Cls[item]: __class_getitem__, a classmethod whether or not it is decorated as one */
    Value f = rt_class_lookup(RT_AS(ClassObj, self), "__class_getitem__", NULL);
    if (rt_is_type(f, &rt_classmethod_type)) f = RT_AS(Wrapped, f)->func;
    if (!rt_is_undef(f)) return rt_call_method(f, self, 1, &key);
    rt_raise(RT_EXC_TypeError, "type '%s' is not subscriptable", RT_AS(ClassObj, self)->name);
  }
  return meta_of(self)->getitem(self, key);
}

/* Point | None (PEP 604), through the typing layer's hook. */
static Value class_binop(BinOp op, Value a, Value b) {
  if (op != RT_OP_OR || !rt_type_union_hook) return rt_undef();
  return rt_type_union_hook(a, b);
}

/* A class is true (its len() slot, there for the tables, must not decide truth). */
static int class_truthy(Value self) {
  (void)self;
  return 1;
}

static int class_contains(Value self, Value item) {
  if (!meta_of(self) || !meta_of(self)->contains) rt_raise(RT_EXC_TypeError, "argument of type 'type' is not iterable");
  return meta_of(self)->contains(self, item);
}

const ObjType rt_class_type = {
    .name = "type",
    .free = class_free,
    .repr = class_repr,
    .getattr = class_getattr,
    .setattr = class_setattr,
    .call = class_call,
    .iter = class_iter,
    .len = class_len,
    .getitem = class_getitem,
    .binop = class_binop,
    .contains = class_contains,
    .truthy = class_truthy,
    .traverse = class_traverse,
    .clear = rt_class_clear,
};

/* ---- cycles ---- */

void rt_gc_clear(RtGcList *list) {
  if (!list) return;
  Instance *i = list->instances;
  while (i) {
    i->hdr.refcount++; /* i stays alive (and linked) while its attributes go */
    for (int k = 0; k < i->nslots; k++) {
      Value old = i->slots[k];
      i->slots[k] = rt_undef();
      rt_decref(old);
    }
    Value base = i->base; /* a list subclass may hold itself */
    i->base = rt_undef();
    rt_decref(base);
    Instance *next = i->gc_next;
    rt_decref(rt_obj(i));
    i = next;
  }
  ClassObj *c = list->classes;
  while (c) {
    c->hdr.refcount++;
    for (int k = 0; k < c->dict.n; k++) {
      Value old = c->dict.e[k].value;
      c->dict.e[k].value = rt_undef();
      rt_decref(old);
    }
    c->special_tag = 0;
    ClassObj *next = c->gc_next;
    rt_decref(rt_obj(c));
    c = next;
  }
  while (list->instances) {
    Instance *x = list->instances;
    list->instances = x->gc_next;
    if (x->gc_next) x->gc_next->gc_pprev = &list->instances;
    x->gc_next = NULL;
    x->gc_pprev = NULL;
  }
  while (list->classes) class_unlink(list->classes);
  if (gc_current == list) gc_current = NULL;
}

/* Instances link themselves here (instance.c reads the registry through this). */
RtGcList *rt_gc_current(void) { return gc_current; }
