/* interp_rare.c — the bodies of instructions that run rarely or do much work per run, kept out
 * of the dispatch loop (interp.c): f-string joining, `from m import x` and `from m import *`, a
 * failed assert, the REPL's echo, a formatted f-string field, unpacking, closures, super().m
 * off its cache, a class statement's class, a fused chain's leaves, a C method call on
 * globals. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/io.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../np/array.h"
#include "../obj/ops.h"
#include "../obj/dict.h"
#include "module_files.h"
#include "user_module.h"
#include "vm_internal.h"

Value vm_build_str(const Value *parts, int n) {
  StrBuf sb;
  rt_sb_init(&sb);
  for (int k = 0; k < n; k++) rt_sb_putn(&sb, rt_str_data(parts[k]), (size_t)RT_AS(Str, parts[k])->nbytes);
  if (!sb.data) rt_sb_putn(&sb, "", 0);
  return rt_sb_to_str(&sb);
}

/* Weft's modules have no __all__; CPython's modules that have one leave out some public names,
 * those Weft's modules also hold are listed here (from CPython 3.11, NumPy 1.24, Numba 0.56).
 * Note that NumPy's __all__ keeps sum, all and any but not abs, max, min and round. */
static const char *const star_hidden[][2] = {
    {"numpy", " abs max min round lib compat polynomial test testing version Tester "},
    {"numpy.linalg", " linalg test "},
    {"numpy.random", " bit_generator mtrand test "},
    {"numpy.fft", " helper test "},
    {"numba", " carray cuda farray config core errors extending generated_jit literally misc np numba "
              "stencils sys test typed types version_info warnings "},
    {"os", " sys abc st PathLike "},
    {"os.path", " genericpath os stat sys "},
    {"random", " BPF LOG4 NV_MAGICCONST RECIP_BPF SG_MAGICCONST TWOPI "},
    {"statistics", " Counter Decimal Fraction bisect_left bisect_right defaultdict erf exp fabs fsum "
                   "groupby hypot log math mul namedtuple numbers random reduce repeat sqrt sys tau "},
    {"collections", " abc "},
    {"functools", " GenericAlias RLock namedtuple "},
    {"copy", " error "},
    {"warnings", " filters sys "},
};

static bool star_hides(const char *module, const char *name) {
  char spaced[128];
  if (snprintf(spaced, sizeof spaced, " %s ", name) >= (int)sizeof spaced) return false;
  for (size_t k = 0; k < sizeof star_hidden / sizeof star_hidden[0]; k++)
    if (!strcmp(star_hidden[k][0], module)) return strstr(star_hidden[k][1], spaced) != NULL;
  return false;
}

/* The names `from m import *` binds: m.__all__ when it is a list or tuple of str, else every
 * name of m not starting with an underscore (less star_hidden's). each(name, value or
 * RT_UNDEF, ud) per name. */
void vm_star_names(Value module, void (*each)(const char *name, Value v, void *ud), void *ud) {
  rt_module_refresh(module);
  Module *m = RT_AS(Module, module);
  Value all = rt_module_lookup(module, "__all__");
  if (rt_is_list(all) || rt_is_tuple(all)) {
    int64_t n = rt_is_list(all) ? RT_AS(List, all)->n : RT_AS(Tuple, all)->n;
    for (int64_t k = 0; k < n; k++) {
      Value name = rt_is_list(all) ? RT_AS(List, all)->items[k] : RT_AS(Tuple, all)->items[k];
      if (rt_is_str(name)) each(rt_str_data(name), rt_module_lookup(module, rt_str_data(name)), ud);
    }
    return;
  }
  for (int64_t k = 0; k < m->cap; k++) {
    const AttrEntry *e = &m->entries[k];
    if (e->name && e->name[0] != '_' && !rt_is_undef(e->value) && !star_hides(m->name, e->name)) each(e->name, e->value, ud);
  }
}

/* The compiler made a slot for every name (compile_stmt.c's import_from): none is added here,
 * as the running code holds the slot table. */
static void store_star(const char *name, Value v, void *ud) {
  Vm *vm = ud;
  if (rt_is_undef(v)) rt_raise(RT_EXC_AttributeError, "module has no attribute '%s'", name);
  int slot = vm_global_slot_find(vm, name);
  if (slot < 0) { /* a name the program never spells (an imported .py module's): globals() has it */
    Value d = vm_globals_dict(vm);
    rt_dict_set_str(d, name, v);
    rt_decref(d);
    return;
  }
  rt_incref(v);
  rt_decref(vm->globals[slot]);
  vm->globals[slot] = v;
}

Value vm_import_from(Value module, Value name) {
  const char *attr = rt_str_data(name);
  if (attr[0] == '*' && !attr[1] && rt_is_type(module, &rt_module_type)) {
    if (vm_current_module()) vm_star_names(module, vm_module_store_star, vm_current_module());
    else vm_star_names(module, store_star, vm_current);
    return rt_none();
  }
  if (rt_is_type(module, &rt_module_type)) {
    Value v = rt_module_lookup(module, attr);
    if (!rt_is_undef(v)) {
      rt_incref(v);
      return v;
    }
    v = vm_module_import_missing(module, attr); /* an imported .py module's, or its submodule */
    if (!rt_is_undef(v)) return v;
    const char *mname = RT_AS(Module, module)->name;
    char full[512];
    snprintf(full, sizeof full, "%s.%s", mname, attr);
    Value sub;
    if (vm_try_import(full, &sub)) return sub;
    const char *file = vm_module_file(mname); /* CPython names the file it imported */
    rt_raise_import_error(RT_EXC_ImportError, mname, strlen(mname), "cannot import name '%s' from '%s' (%s)", attr,
                          mname, file ? file : "unknown location");
  }
  return rt_getattr(module, attr);
}

void vm_assert_fail(bool has_msg, Value msg) {
  if (!has_msg) rt_raise(RT_EXC_AssertionError, "%s", "");
  Value s = rt_to_str(msg);
  rt_cleanup_push_value(&s); /* released after the message is made */
  rt_raise(RT_EXC_AssertionError, "%s", rt_str_data(s));
}

void vm_echo(Value v) {
  if (vm_current->echo_keep) { /* a notebook cell's value: vm_run_cell shows it */
    rt_incref(v);
    setreg(&vm_current->echo_value, v);
    return;
  }
  if (rt_is_none(v)) return;
  int slot = vm_global_slot(vm_current, "_"); /* the REPL's last value, as Python's */
  rt_incref(v);
  rt_decref(vm_current->globals[slot]);
  vm_current->globals[slot] = v;
  Value s = rt_repr(v);
  rt_stdout_write(rt_str_data(s), (size_t)RT_AS(Str, s)->nbytes);
  rt_stdout_write("\n", 1);
  rt_decref(s);
}

Value vm_format_value(Value v, const Value *spec, int c) {
  static const int convs[4] = {0, 'r', 's', 'a'};
  int conv = convs[c & 3];
  return rt_format(v, (c & 4) ? rt_str_data(*spec) : "", conv);
}

/* The loop state FORITER reads: a range as ints (start, count, step); a list as (the list, the
 * next index, false); anything else as (its iterator, -, None). */
void vm_for_prep(Value *st) {
  Value v = st[0];
  if (rt_is_type(v, &rt_range_type)) {
    Range *r = RT_AS(Range, v);
    int64_t start = r->start, n = rt_range_len(r->start, r->stop, r->step), step = r->step;
    setint(&st[0], start);
    setint(&st[1], n);
    setint(&st[2], step);
    return;
  }
  if (rt_is_list(v)) { /* by index, as list iterators do: appends made in the loop are seen */
    setint(&st[1], 0);
    setbool(&st[2], false);
    return;
  }
  setreg(&st[0], rt_iter(v));
  setreg(&st[2], rt_none());
}

/* LOADSUPER off its cache: super(R[A+1], obj) made by whatever R[A] is, then its method name
 * as LOADMETHOD loads one. When R[A] is the builtin super and obj an instance, a method found
 * is cached under obj's class tag (its MRO, and so the answer, is fixed while the tag stays)
 * with the builtin's address and the __class__ it was looked up after. */
void vm_load_super(Value *ra, Value obj, Value name, AttrCache *ac) {
  Value args[2] = {ra[1], obj};
  Value sup = rt_call(ra[0], 2, args, NULL);
  int mark = rt_cleanup_push_value(&sup);
  Value f, self;
  bool method = rt_load_method(sup, name, ac, &f, &self);
  if (method && rt_is_type(sup, &rt_super_type) && rt_is_instance(obj) && rt_is_class(ra[1]) &&
      ra[0].as.o == rt_builtin_lookup("super").as.o && RT_AS(Super, sup)->obj.as.o == obj.as.o) {
    ac[0] = (AttrCache){.tag = RT_AS(Instance, obj)->cls->tag, .slot = -1, .kind = RT_AC_METHOD,
                        .entry = -1, .u.cattr = f.as.o};
    ac[1] = (AttrCache){.tag = (uint64_t)(uintptr_t)ra[0].as.o, .slot = -1, .kind = RT_AC_SLOW,
                        .entry = -1, .u.owner = RT_AS(ClassObj, ra[1])};
  }
  if (method) {
    rt_incref(self);
    setreg(ra, f);
    setreg(ra + 1, self);
  } else {
    setreg(ra, rt_undef());
    setreg(ra + 1, f);
  }
  rt_cleanup_pop(mark, true);
}

void vm_unpack(Value *dst, Value v, int n) {
  if ((rt_is_tuple(v) || rt_is_list(v))) {
    int64_t len = rt_is_tuple(v) ? RT_AS(Tuple, v)->n : RT_AS(List, v)->n;
    const Value *items = rt_is_tuple(v) ? RT_AS(Tuple, v)->items : RT_AS(List, v)->items;
    if (len == n) {
      for (int k = 0; k < n; k++) {
        rt_incref(items[k]);
        setreg(&dst[k], items[k]);
      }
      return;
    }
    if (len < n) {
      rt_raise(RT_EXC_ValueError, "not enough values to unpack (expected %d, got %d)", n, (int)len);
    }
    rt_raise(RT_EXC_ValueError, "too many values to unpack (expected %d)", n);
  }
  if (v.tag != RT_OBJ || !v.as.o->type->iter) {
    if (!(v.tag == RT_OBJ && v.as.o->type->getitem && v.as.o->type->len)) {
      rt_raise(RT_EXC_TypeError, "cannot unpack non-iterable %s object", rt_type_name(v));
    }
  }
  Value it = rt_iter(v);
  int got = 0;
  Value item;
  while (rt_next(it, &item)) {
    if (got == n) {
      rt_decref(item);
      rt_decref(it);
      rt_raise(RT_EXC_ValueError, "too many values to unpack (expected %d)", n);
    }
    setreg(&dst[got++], item);
  }
  rt_decref(it);
  if (got < n) rt_raise(RT_EXC_ValueError, "not enough values to unpack (expected %d, got %d)", n, got);
}

Value vm_make_closure(Proto *child, const Value *defaults, CallFrame *fr) {
  Value few[32], *cells = few; /* a closure may capture any number of names */
  int mark = -1;
  if (child->nfree > 32) {
    cells = rt_malloc(sizeof(Value) * (size_t)child->nfree);
    mark = rt_cleanup_push(free, cells);
  }
  for (int k = 0; k < child->nfree; k++) {
    int from = child->captures[k];
    cells[k] = from >= 0 ? fr->base[from] : fr->fn->cells[-1 - from];
  }
  Value f = vm_function_new(child, defaults, child->nfree ? cells : NULL);
  if (mark >= 0) rt_cleanup_pop(mark, true);
  return f;
}

/* The bases a class statement derives from: a base that is not a class but has
 * __mro_entries__ (list[int], Box[int]) stands for the classes it answers. */
static Value resolve_bases(Value orig) {
  const Tuple *t = RT_AS(Tuple, orig);
  Value out = rt_list_new(t->n), m = rt_undef(), r = rt_undef();
  int mark = rt_cleanup_push_value(&out);
  rt_cleanup_push_value(&m);
  rt_cleanup_push_value(&r);
  for (int64_t k = 0; k < t->n; k++) {
    Value b = t->items[k];
    if (rt_is_class(b) || rt_is_native(b) || rt_exc_is_class(b) || !rt_try_getattr(b, "__mro_entries__", &m)) {
      rt_list_append(out, b);
      continue;
    }
    r = rt_call(m, 1, &orig, NULL);
    if (!rt_is_tuple(r)) rt_raise(RT_EXC_TypeError, "__mro_entries__ must return a tuple");
    for (int64_t j = 0; j < RT_AS(Tuple, r)->n; j++) rt_list_append(out, RT_AS(Tuple, r)->items[j]);
    rt_decref(m);
    rt_decref(r);
    m = r = rt_undef();
  }
  Value res = rt_tuple_from(RT_AS(List, out)->n, RT_AS(List, out)->items);
  rt_cleanup_pop(mark, true);
  return res;
}

/* CLASS: the class named by name_and_bases[0] with the nbases bases after it. */
Value vm_make_class(const Value *name_and_bases, int nbases) {
  Value bases = rt_tuple_from(nbases, name_and_bases + 1), orig = rt_undef();
  int mark = rt_cleanup_push_value(&bases);
  rt_cleanup_push_value(&orig);
  for (int k = 0; k < nbases; k++) {
    Value b = name_and_bases[1 + k];
    if (!rt_is_class(b) && !rt_is_native(b) && !rt_exc_is_class(b)) {
      orig = bases;
      bases = resolve_bases(orig);
      break;
    }
  }
  Value cls = rt_class_new(rt_str_data(name_and_bases[0]), bases);
  vm_module_tag_class(cls);
  /* the bases as written, when __mro_entries__ replaced some (typing's Generic reads them) */
  if (!rt_is_undef(orig)) rt_class_set(RT_AS(ClassObj, cls), "__orig_bases__", (rt_incref(orig), orig));
  rt_cleanup_pop(mark, true);
  return cls;
}

/* A leaf's value, borrowed; RT_UNDEF when it is unset, or an attribute of something other
 * than a module (reading any other attribute could run code). */
static Value fuse_leaf(const int32_t *l, const Value *R, const Value *K, const Value *G) {
  Value v = l[0] == VM_FUSE_LEAF_REG ? R[l[1]]
            : l[0] == VM_FUSE_LEAF_CONST ? K[l[1]] : G[l[1]];
  if (l[2] < 0 || rt_is_undef(v)) return v;
  if (!(v.tag == RT_OBJ && v.as.o->type == &rt_module_type)) return rt_undef();
  return rt_module_lookup(v, rt_str_data(K[l[2]]));
}

/* The leaves' values into leaves (borrowed); false when one is not at hand. Counts in the
 * program a run with no array among them, and clears the count on one with an array. */
static bool fuse_leaves(Bytes *b, const Value *R, const Value *K, const Value *G, Value *leaves) {
  int32_t head[2];
  memcpy(head, b->data, sizeof head);
  bool arrays = false;
  for (int k = 0; k < head[0]; k++) {
    int32_t l[3];
    memcpy(l, b->data + sizeof head + sizeof l * (size_t)k, sizeof l);
    leaves[k] = fuse_leaf(l, R, K, G);
    if (rt_is_undef(leaves[k])) return false;
    arrays |= rt_is_array(leaves[k]);
  }
  head[1] = arrays ? 0 : head[1] + 1;
  memcpy(b->data + sizeof head[0], &head[1], sizeof head[1]);
  return arrays;
}

bool vm_fuse(Proto *p, const Instr *at, Value *R, const Value *K, const Value *G) {
  Instr i = *at;
  Bytes *b = RT_AS(Bytes, K[I_B(i)]);
  Value leaves[64], r;
  if (!fuse_leaves(b, R, K, G, leaves)) {
    int32_t misses;
    memcpy(&misses, b->data + sizeof(int32_t), sizeof misses);
    if (misses >= VM_FUSE_COLD) p->code[at - p->code] = vm_mk_abx(OP_JMP, 0, VM_SBX_BIAS);
    return false;
  }
  int32_t n;
  memcpy(&n, b->data, sizeof n);
  size_t from = sizeof(int32_t) * (2 + 3 * (size_t)n);
  if (!rt_np_fuse(n, leaves, (int)((size_t)b->n - from) / 2, b->data + from, false, &r)) return false;
  setreg(&R[I_A(i)], r);
  return true;
}

int vm_fuse_site(CallFrame *frame, const Instr *at, Value *R, const Value *K, const Value *G) {
  const Proto *p = frame->fn->proto;
  const FuseSite *s = vm_find_fuse_site(p, (int)(at - p->code));
  Value leaves[64], r;
  if (!s || !fuse_leaves(RT_AS(Bytes, K[s->konst]), R, K, G, leaves)) return 0;
  Bytes *b = RT_AS(Bytes, K[s->konst]);
  int32_t n;
  memcpy(&n, b->data, sizeof n);
  size_t from = sizeof(int32_t) * (2 + 3 * (size_t)n);
  const Instr *end = p->code + s->pc + s->len;
  frame->pc = end; /* an error or warning is the chain's last operation's */
  if (!rt_np_fuse(n, leaves, (int)((size_t)b->n - from) / 2, b->data + from, true, &r)) {
    frame->pc = at + 1;
    return 0;
  }
  setreg(&R[s->dst], r);
  return (int)(end - (at + 1));
}

typedef struct Held {
  Value v[3];
  int n;
} Held;

static void release_held(void *p) {
  Held *h = p;
  for (int k = 0; k < h->n; k++) rt_decref(h->v[k]);
}

Value vm_ccall_held(RtMethodFn fn, Value self, int argc, const Value *argv) {
  Held h = {.v = {self}, .n = argc + 1};
  for (int k = 0; k < argc; k++) h.v[k + 1] = argv[k];
  for (int k = 0; k < h.n; k++) rt_incref(h.v[k]);
  int mark = rt_cleanup_push(release_held, &h);
  Value res = fn(h.v[0], argc, h.v + 1, NULL);
  rt_cleanup_pop(mark, true);
  return res;
}

RtMethodFn vm_ccall_method(Value o, Value name, AttrCache *ac) {
  if (o.tag != RT_OBJ || o.as.o->type == &rt_instance_type || !o.as.o->type->method) return NULL;
  return rt_type_method_ic(o, name, ac);
}

void vm_ccall_miss(Proto *p, const Instr *at, AttrCache *ac) {
  if (++ac[1].slot >= VM_CCALL_COLD) p->code[at - p->code] = vm_mk_abx(OP_JMP, 0, 1 + VM_SBX_BIAS);
}

/* ---- module globals' slow paths ---- */

static Value load_global_table(Vm *vm, const Proto *p, int64_t slot);

/* A global not in its slot: from globals()'s dict, else the builtin of that name, else
 * NameError. Code of an imported .py module reads its module's table, put in the Vm's place
 * meanwhile (nothing here runs Python). */
Value vm_load_global_slow(Vm *vm, const Proto *p, int64_t slot) {
  if (p->module == NULL) return load_global_table(vm, p, slot);
  int mark = vm_module_enter(vm, p->module);
  Value v = load_global_table(vm, p, slot);
  rt_cleanup_pop(mark, true);
  return v;
}

static Value load_global_table(Vm *vm, const Proto *p, int64_t slot) {
  if (!rt_is_undef(p->builtins)) return vm_restricted_builtin(vm, p, vm->gnames[slot]);
  Value g = vm_global_from_dict(vm, (int)slot); /* globals()['name'] = v */
  if (!rt_is_undef(g)) return g;
  Value b = vm->gbuiltin[slot];
  if (rt_is_undef(b)) {
    b = rt_builtin_lookup(vm->gnames[slot]);
    if (rt_is_undef(b)) vm_name_error(vm, p, "name '%s' is not defined", vm->gnames[slot]);
    vm->gbuiltin[slot] = b;
  }
  return b;
}

/* DELGLOBAL: del of a global of p's module (NameError when it is unset). */
void vm_del_global(Vm *vm, const Proto *p, int64_t slot) {
  Value *g = p->module ? p->module->globals : vm->globals;
  if (rt_is_undef(g[slot]))
    vm_name_error(vm, p, "name '%s' is not defined", p->module ? p->module->gnames[slot] : vm->gnames[slot]);
  Value old = g[slot];
  g[slot] = rt_undef();
  rt_decref(old);
  if (!p->module) {
    vm_global_forget(vm, (int)slot);
    return;
  }
  int mark = vm_module_enter(vm, p->module);
  vm_global_forget(vm, (int)slot);
  rt_cleanup_pop(mark, true);
}
