/* proto.c — Proto (compiled code) and Cell objects, source texts, and the emit function. */
#include "proto.h"

#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/gc.h"
#include "../obj/objects.h"
#include "vm_internal.h"

Source *vm_source_new(const char *name, const char *text) {
  Source *s = rt_malloc(sizeof *s);
  s->refs = 1;
  s->name = rt_strdup(name);
  s->text = rt_strdup(text);
  s->on_disk_only = false;
  return s;
}

void vm_source_retain(Source *s) { s->refs++; }

void vm_source_release(Source *s) {
  if (!s || --s->refs > 0) return;
  free(s->name);
  free(s->text);
  free(s);
}

static void free_names(char **names, int n) {
  if (!names) return;
  for (int i = 0; i < n; i++) free(names[i]);
  free(names);
}

static void proto_free(Obj *o) {
  Proto *p = (Proto *)o;
  for (int i = 0; i < p->nconsts; i++) rt_decref(p->consts[i]);
  rt_decref(p->builtins);
  free(p->consts);
  free(p->const_index);
  free(p->code);
  free(p->spans);
  free(p->anchors);
  free_names(p->regnames, p->nregs);
  free_names(p->freenames, p->nfree);
  free_names(p->params, p->nparams + p->nkwonly);
  free(p->captures);
  free(p->handlers);
  free(p->fuse_sites);
  free(p->clsbody);
  for (int k = 0; k < p->nclsbodies; k++) free(p->clsbodies[k].name);
  free(p->clsbodies);
  free(p->icache);
  free(p->name);
  free(p->qualname);
  vm_source_release(p->source);
  vm_ast_tree_release(p->tree);
  free(p);
}

static Value proto_repr(Value self) {
  return rt_str_printf("<code object %s>", RT_AS(Proto, self)->name);
}

const ObjType vm_proto_type = {.name = "code", .free = proto_free, .repr = proto_repr};

Proto *vm_proto_new(struct Vm *vm, Source *src, const char *name) {
  Proto *p = rt_calloc(1, sizeof *p);
  rt_obj_init(&p->hdr, &vm_proto_type);
  p->name = rt_strdup(name);
  p->qualname = rt_strdup(name);
  p->source = src;
  vm_source_retain(src);
  p->vm = vm;
  p->module = vm ? vm->compiling_module : NULL;
  return p;
}

void vm_proto_add_handler(Proto *p, ExcHandler h) {
  if (p->nhandlers == p->caphandlers) {
    p->caphandlers = p->caphandlers ? p->caphandlers * 2 : 8;
    p->handlers = rt_realloc(p->handlers, sizeof(ExcHandler) * (size_t)p->caphandlers);
  }
  p->handlers[p->nhandlers++] = h;
}

const ExcHandler *vm_find_handler(const Proto *p, int pc) {
  const ExcHandler *best = NULL;
  for (int k = 0; k < p->nhandlers; k++) {
    const ExcHandler *h = &p->handlers[k];
    if (h->start <= pc && pc < h->end && (!best || h->depth > best->depth)) best = h;
  }
  return best;
}

void vm_proto_add_fuse_site(Proto *p, FuseSite s) {
  if (p->nfuse_sites == p->capfuse_sites) {
    p->capfuse_sites = p->capfuse_sites ? p->capfuse_sites * 2 : 4;
    p->fuse_sites = rt_realloc(p->fuse_sites, sizeof(FuseSite) * (size_t)p->capfuse_sites);
  }
  p->fuse_sites[p->nfuse_sites++] = s;
}

const FuseSite *vm_find_fuse_site(const Proto *p, int pc) {
  int lo = 0, hi = p->nfuse_sites;
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    if (p->fuse_sites[mid].pc < pc) lo = mid + 1;
    else hi = mid;
  }
  return lo < p->nfuse_sites && p->fuse_sites[lo].pc == pc ? &p->fuse_sites[lo] : NULL;
}

int vm_emit(Proto *p, Instr i, Span span) {
  if (p->ncode == p->capcode) {
    p->capcode = p->capcode ? p->capcode * 2 : 64;
    p->code = rt_realloc(p->code, sizeof(Instr) * (size_t)p->capcode);
    p->spans = rt_realloc(p->spans, sizeof(Span) * (size_t)p->capcode);
    p->anchors = rt_realloc(p->anchors, sizeof(int) * 2 * (size_t)p->capcode);
    if (p->clsbody) p->clsbody = rt_realloc(p->clsbody, sizeof(uint16_t) * (size_t)p->capcode);
  }
  if (p->clsbody) p->clsbody[p->ncode] = (uint16_t)p->cur_clsbody;
  p->code[p->ncode] = i;
  p->spans[p->ncode] = span;
  p->anchors[2 * p->ncode] = p->anchors[2 * p->ncode + 1] = 0;
  return p->ncode++;
}

bool vm_proto_class_body_begin(Proto *p, const char *name, Span stmt) {
  if (p->nclsbodies >= UINT16_MAX) return false;
  if (!p->clsbody) p->clsbody = rt_calloc(p->capcode ? (size_t)p->capcode : 1, sizeof(uint16_t));
  p->clsbodies = rt_realloc(p->clsbodies, sizeof(ClassBody) * (size_t)(p->nclsbodies + 1));
  p->clsbodies[p->nclsbodies] = (ClassBody){rt_strdup(name), stmt, p->cur_clsbody};
  p->cur_clsbody = ++p->nclsbodies;
  return true;
}

void vm_proto_class_body_end(Proto *p) {
  if (p->cur_clsbody > 0) p->cur_clsbody = p->clsbodies[p->cur_clsbody - 1].parent;
}

void vm_proto_alloc_caches(Proto *p) {
  for (int pc = 0; pc < p->ncode; pc++) {
    OpCode op = I_OP(p->code[pc]);
    if (op == OP_GETATTR || op == OP_SETATTR || op == OP_LOADMETHOD || op == OP_LOADSUPER) {
      p->icache = rt_calloc(2 * (size_t)p->ncode, sizeof(AttrCache)); /* two ways */
      _Static_assert(2 * sizeof(AttrCache) == 8 * sizeof(Instr), "ic_bias's factor of 8");
      p->ic_bias = (uintptr_t)p->icache - 8 * (uintptr_t)p->code;
      return;
    }
  }
}

void vm_anchor(Proto *p, int pc, int a0, int a1) {
  p->anchors[2 * pc] = a0;
  p->anchors[2 * pc + 1] = a1;
}

static bool same_const(Value a, Value b) {
  if (a.tag != b.tag) return false;
  switch (a.tag) {
    case RT_INT: return a.as.i == b.as.i;
    case RT_FLOAT: return memcmp(&a.as.f, &b.as.f, sizeof(double)) == 0;
    case RT_BOOL: return a.as.b == b.as.b;
    case RT_NONE: return true;
    case RT_OBJ:
      if (rt_is_str(a) && rt_is_str(b)) {
        Str *x = RT_AS(Str, a), *y = RT_AS(Str, b);
        return x->nbytes == y->nbytes && memcmp(x->data, y->data, (size_t)x->nbytes) == 0;
      }
      return a.as.o == b.as.o;
    default: return false;
  }
}

static uint64_t mix64(uint64_t x) { /* splitmix64's finalizer: every input bit reaches the low bits */
  x ^= x >> 30;
  x *= 0xBF58476D1CE4E5B9ull;
  x ^= x >> 27;
  x *= 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

static uint64_t const_hash(Value v) {
  uint64_t h = (uint64_t)v.tag;
  switch (v.tag) {
    case RT_INT: return mix64(h ^ (uint64_t)v.as.i);
    case RT_FLOAT: {
      uint64_t bits;
      memcpy(&bits, &v.as.f, sizeof bits);
      return mix64(h ^ bits);
    }
    case RT_BOOL: return mix64(h ^ (uint64_t)v.as.b);
    case RT_OBJ:
      if (rt_is_str(v)) {
        const Str *x = RT_AS(Str, v);
        h = 1469598103934665603ull;
        for (int64_t k = 0; k < x->nbytes; k++) h = (h ^ (unsigned char)x->data[k]) * 1099511628211ull;
        return mix64(h);
      }
      return mix64(h ^ (uint64_t)(uintptr_t)v.as.o);
    default: return mix64(h);
  }
}

static int const_slot(const Proto *p, Value v) {
  uint64_t j = const_hash(v) & (uint64_t)(p->const_indexcap - 1);
  while (p->const_index[j] && !same_const(p->consts[p->const_index[j] - 1], v))
    j = (j + 1) & (uint64_t)(p->const_indexcap - 1);
  return (int)j;
}

/* The constants are deduplicated through a hash index (compile time stays linear in their
 * number), rebuilt when half full. */
static void const_reindex(Proto *p) {
  p->const_indexcap = p->const_indexcap ? p->const_indexcap * 2 : 64;
  free(p->const_index);
  p->const_index = rt_calloc((size_t)p->const_indexcap, sizeof(int));
  for (int i = 0; i < p->nconsts; i++) p->const_index[const_slot(p, p->consts[i])] = i + 1;
}

int vm_proto_add_const(Proto *p, Value v) {
  if (!p->const_indexcap) const_reindex(p);
  int j = const_slot(p, v);
  if (p->const_index[j]) {
    rt_decref(v);
    return p->const_index[j] - 1;
  }
  if (p->nconsts == p->capconsts) {
    p->capconsts = p->capconsts ? p->capconsts * 2 : 16;
    p->consts = rt_realloc(p->consts, sizeof(Value) * (size_t)p->capconsts);
  }
  p->consts[p->nconsts] = v;
  p->const_index[j] = ++p->nconsts;
  if (2 * p->nconsts > p->const_indexcap) const_reindex(p);
  return p->nconsts - 1;
}

static void cell_unlink(Cell *c) {
  if (!c->pprev) return;
  *c->pprev = c->next;
  if (c->next) c->next->pprev = c->pprev;
  c->next = NULL;
  c->pprev = NULL;
}

static void cell_free(Obj *o) {
  cell_unlink((Cell *)o);
  rt_decref(((Cell *)o)->value);
  free(o);
}

static void cell_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  visit(((Cell *)o)->value, arg);
}

static void cell_clear(Obj *o) {
  Cell *c = (Cell *)o;
  Value old = c->value;
  c->value = rt_undef();
  rt_decref(old);
}

/* cell.cell_contents: ValueError while the cell is empty (a name not yet bound). */
static Value cell_getattr(Value self, const char *name) {
  if (strcmp(name, "cell_contents") != 0) return rt_undef();
  Value v = ((Cell *)self.as.o)->value;
  if (rt_is_undef(v)) rt_raise(RT_EXC_ValueError, "Cell is empty");
  rt_incref(v);
  return v;
}

static Value cell_repr(Value self) {
  Value v = ((Cell *)self.as.o)->value;
  if (rt_is_undef(v)) return rt_str_printf("<cell at %p: empty>", (void *)self.as.o);
  return rt_str_printf("<cell at %p: %s object at %p>", (void *)self.as.o, rt_type_name(v),
                       v.tag == RT_OBJ ? (void *)v.as.o : (void *)self.as.o);
}

const ObjType vm_cell_type = {.name = "cell",
                              .free = cell_free,
                              .traverse = cell_traverse,
                              .clear = cell_clear,
                              .getattr = cell_getattr,
                              .repr = cell_repr};

void vm_free_order(const Proto *p, int *order) {
  for (int k = 0; k < p->nfree; k++) { /* insertion sort: a handful of names */
    int j = k;
    while (j > 0 && strcmp(p->freenames[order[j - 1]], p->freenames[k]) > 0) {
      order[j] = order[j - 1];
      j--;
    }
    order[j] = k;
  }
}

Value vm_cell_new(Value v) {
  Cell *c = rt_malloc(sizeof *c);
  rt_obj_init(&c->hdr, &vm_cell_type);
  c->value = v;
  c->next = NULL;
  c->pprev = NULL;
  if (vm_current) {
    Cell **head = &vm_current->cells;
    c->next = *head;
    if (c->next) c->next->pprev = &c->next;
    c->pprev = head;
    *head = c;
  }
  rt_gc_track(&c->hdr);
  return rt_obj(c);
}

void vm_cells_clear(Cell **head) {
  Cell *c = *head;
  while (c) {
    c->hdr.refcount++; /* c stays alive (and linked) while its value goes */
    Value old = c->value;
    c->value = rt_undef();
    rt_decref(old);
    Cell *next = c->next;
    rt_decref(rt_obj(c));
    c = next;
  }
  while (*head) cell_unlink(*head);
}
