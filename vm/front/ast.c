/* ast.c — the arena that owns syntax trees, trees shared by reference (AstTree), pointer
 * vectors, and node-kind name tables. */
#include "ast.h"

#include <stdlib.h>
#include <string.h>

#include "../base/error.h"

struct ArenaChunk {
  ArenaChunk *next;
  size_t used, cap;
  _Alignas(16) char data[];
};

#define CHUNK_SIZE 65536

void vm_arena_init(Arena *a) { a->head = NULL; }

void vm_arena_free(Arena *a) {
  while (a->head) {
    ArenaChunk *next = a->head->next;
    free(a->head);
    a->head = next;
  }
}

void *vm_arena_alloc(Arena *a, size_t n) {
  n = (n + 15) & ~(size_t)15;
  ArenaChunk *c = a->head;
  if (!c || c->used + n > c->cap) {
    size_t cap = n > CHUNK_SIZE ? n : CHUNK_SIZE;
    c = rt_malloc(sizeof *c + cap);
    c->used = 0;
    c->cap = cap;
    c->next = a->head;
    a->head = c;
  }
  void *p = c->data + c->used;
  c->used += n;
  memset(p, 0, n);
  return p;
}

char *vm_arena_strndup(Arena *a, const char *s, size_t n) {
  char *d = vm_arena_alloc(a, n + 1);
  memcpy(d, s, n);
  d[n] = 0;
  return d;
}

AstTree *vm_ast_tree_new(void) {
  AstTree *t = rt_malloc(sizeof *t);
  t->refs = 1;
  vm_arena_init(&t->arena);
  return t;
}

void vm_ast_tree_retain(AstTree *t) { t->refs++; }

void vm_ast_tree_release(AstTree *t) {
  if (!t || --t->refs > 0) return;
  vm_arena_free(&t->arena);
  free(t);
}

void vm_vec_push(PtrVec *v, void *p, Arena *a) {
  if (v->n == v->cap) {
    v->cap = v->cap ? v->cap * 2 : 8;
    void **more = vm_arena_alloc(a, sizeof(void *) * (size_t)v->cap);
    if (v->n) memcpy(more, v->items, sizeof(void *) * (size_t)v->n);
    v->items = more;
  }
  v->items[v->n++] = p;
}

void **vm_vec_freeze(PtrVec *v, Arena *a) {
  return v->items ? v->items : vm_arena_alloc(a, sizeof(void *));
}

void *vm_items_push(ItemVec *v, size_t size, Arena *a) {
  if (v->n == v->cap) {
    v->cap = v->cap ? v->cap * 2 : 8;
    char *more = vm_arena_alloc(a, size * (size_t)v->cap);
    if (v->n) memcpy(more, v->items, size * (size_t)v->n);
    v->items = more;
  }
  return (char *)v->items + size * (size_t)v->n++; /* zeroed: the arena's memory is */
}

void *vm_items_freeze(ItemVec *v, size_t size, Arena *a) {
  return v->items ? v->items : vm_arena_alloc(a, size);
}

const char *const vm_expr_kind_names[] = {
#define X(k) #k,
    VM_EXPR_KINDS(X)
#undef X
};

const char *const vm_cmp_symbols[] = {
#define X(k, s) s,
    VM_CMP_OPS(X)
#undef X
};
