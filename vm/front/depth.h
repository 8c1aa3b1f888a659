/* depth.h — how deep the front end's recursive passes may go. CPython's compiler counts every
 * statement and expression it enters and gives up past three times the recursion limit
 * (`RecursionError: maximum recursion depth exceeded during compilation`, vm/front/diag.h's
 * VM_DIAG_TOO_DEEP); Weft's parser, resolver and compiler recurse over the same tree, so they
 * count the same way, and each also stops before its C stack use passes a budget (a build whose
 * frames are larger, such as ASan's, then reports the same error at a smaller depth instead of
 * overflowing the stack). */
#ifndef WEFT_FRONT_DEPTH_H
#define WEFT_FRONT_DEPTH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* CPython's factor between the recursion limit and the compiler's depth limit. */
#define VM_COMPILE_DEPTH_SCALE 3
/* The most C stack one recursive pass may use below the frame that started it. Threads here
 * have 8 MiB stacks (the main thread's default limit, green threads' own); a pass starts
 * near the top of one, so this leaves room for what runs on top of the pass. */
#define VM_FRONT_STACK_BUDGET ((size_t)3 << 20)

/* The parser's limit: a little above the compiler's (three times the recursion limit), so that
 * the resolver, which counts as CPython does, is the one that decides; the parser's C stack
 * budget still applies. */
static inline int vm_parse_depth_limit(int recursion_limit) {
  return recursion_limit < (1 << 28) ? VM_COMPILE_DEPTH_SCALE * recursion_limit + 100 : 1 << 30;
}

typedef struct DepthGuard {
  int depth, limit;
  uintptr_t stack_base; /* the frame address where the pass began */
} DepthGuard;

/* Call in the function that starts the pass (its frame is the base). */
#define VM_DEPTH_GUARD(start, lim) \
  ((DepthGuard){.depth = (start), .limit = (lim), .stack_base = (uintptr_t)__builtin_frame_address(0)})

/* One level deeper: false (the level not taken) when past the limit or the stack budget. */
static inline bool vm_depth_enter(DepthGuard *g) {
  uintptr_t here = (uintptr_t)__builtin_frame_address(0);
  if (g->depth >= g->limit) return false;
  if (here < g->stack_base && g->stack_base - here > VM_FRONT_STACK_BUDGET) return false;
  g->depth++;
  return true;
}

static inline void vm_depth_leave(DepthGuard *g) { g->depth--; }

#endif
