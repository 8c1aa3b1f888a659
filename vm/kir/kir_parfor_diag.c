/* kir_parfor_diag.c — dispatcher.parallel_diagnostics(level=...) of a @jit(parallel=True)
 * function, in Numba 0.56's layout (numba/parfors/parfor.py, ParforDiagnostics.dump) for the
 * loops Weft knows as parfors: the explicit prange loops of the body, none inside another.
 * Numba numbers parfors with one counter for the whole run, each compilation (each new set of
 * argument types) taking the next ones, a body's loops numbered from its last loop up; the
 * counter here counts the same way, so a program whose parfors all come from prange loops sees
 * Numba's numbers. (Array expressions and NumPy calls that Numba also turns into parfors are
 * not counted: noted in docs/cpu.md.) */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "kir_typer.h"

#define TERM_WIDTH 80

/* The first parfor number of each compilation, in the order they happened (the dispatcher's). */
typedef struct KirParforDiag {
  char **keys; /* the argument types of each compilation */
  int *base;
  int n;
} KirParforDiag;

/* Numba's Parfor.id_counter: one per run (a process-wide count in Numba), so per VM here. */
typedef struct ParforIds {
  int next;
} ParforIds;
static RtStateKey ids_key = {"parfor_diag", sizeof(ParforIds), NULL, NULL, 0};

void kir_parfor_diag_free(KirParforDiag *p) {
  if (!p) return;
  for (int k = 0; k < p->n; k++) free(p->keys[k]);
  free(p->keys);
  free(p->base);
  free(p);
}

/* ---- the prange loops of a body ---- */

static bool is_prange(const Expr *it) {
  if (it->kind != EX_CALL) return false;
  const Expr *f = it->as.call.func;
  return (f->kind == EX_NAME && !strcmp(f->as.name.id, "prange")) ||
         (f->kind == EX_ATTR && !strcmp(f->as.attr.name, "prange"));
}

/* The lines of the prange loops (at most max) in source order; their number (all of them). */
static int prange_lines(Stmt *const *body, int n, int *lines, int max, int count) {
  for (int k = 0; k < n; k++) {
    const Stmt *st = body[k];
    switch (st->kind) {
    case ST_FOR:
      if (is_prange(st->as.loop.iter)) {
        if (count < max) lines[count] = st->span.line;
        count++;
      }
      count = prange_lines(st->as.loop.body.items, st->as.loop.body.n, lines, max, count);
      count = prange_lines(st->as.loop.orelse.items, st->as.loop.orelse.n, lines, max, count);
      break;
    case ST_IF: case ST_WHILE:
      count = prange_lines(st->as.cond.body.items, st->as.cond.body.n, lines, max, count);
      count = prange_lines(st->as.cond.orelse.items, st->as.cond.orelse.n, lines, max, count);
      break;
    case ST_WITH: count = prange_lines(st->as.with.body.items, st->as.with.body.n, lines, max, count); break;
    default: break;
    }
  }
  return count;
}

static int count_pranges(Value fn) {
  const FuncNode *node = vm_function_node(fn);
  return node ? prange_lines(node->body, node->nbody, NULL, 0, 0) : 0;
}

/* ---- noting compilations ---- */

static char *types_key(int argc, const Value *args) {
  StrBuf sb;
  rt_sb_init(&sb);
  for (int k = 0; k < argc; k++) {
    char name[160];
    if (!kir_value_numba_name(args[k], name, sizeof name, false)) snprintf(name, sizeof name, "%s", rt_type_name(args[k]));
    rt_sb_printf(&sb, "%s,", name);
  }
  rt_sb_putc(&sb, '\0');
  return sb.data;
}

void kir_parfor_note_compile(Value dispatcher, int argc, const Value *args) {
  KirDispatcher *d = RT_AS(KirDispatcher, dispatcher);
  if (!d->parallel) return;
  char *key = types_key(argc, args);
  KirParforDiag *p = d->pfdiag;
  for (int k = 0; p && k < p->n; k++)
    if (!strcmp(p->keys[k], key)) {
      free(key);
      return;
    }
  if (!p) p = d->pfdiag = rt_calloc(1, sizeof *p);
  char **keys = realloc(p->keys, (size_t)(p->n + 1) * sizeof *keys);
  if (keys) p->keys = keys;
  int *base = keys ? realloc(p->base, (size_t)(p->n + 1) * sizeof *base) : NULL;
  if (base) p->base = base;
  if (!keys || !base) {
    free(key);
    rt_raise(RT_EXC_MemoryError, "out of memory");
  }
  p->keys[p->n] = key;
  ParforIds *ids = rt_runtime_state(&ids_key);
  p->base[p->n++] = ids->next;
  int k = count_pranges(d->fn);
  if (k > 0 && ids->next <= 1000000000 - k) ids->next += k;
}

/* ---- the report ---- */

/* Python's str.center(width, fill). */
static void put_centered(StrBuf *sb, const char *s, char fill) {
  int len = (int)strlen(s);
  int marg = TERM_WIDTH - len;
  if (marg <= 0) {
    rt_sb_printf(sb, "%s\n", s);
    return;
  }
  int left = marg / 2 + (marg & TERM_WIDTH & 1);
  for (int k = 0; k < left; k++) rt_sb_putc(sb, fill);
  rt_sb_puts(sb, s);
  for (int k = 0; k < marg - left; k++) rt_sb_putc(sb, fill);
  rt_sb_putc(sb, '\n');
}

/* textwrap.TextWrapper(width=80, drop_whitespace=False).wrap of one line, each piece a line:
 * whitespace runs and words as its chunks, filled greedily, a word longer than a line cut. */
static void put_wrapped(StrBuf *sb, const char *s) {
  int len = (int)strlen(s), at = 0;
  while (at < len) {
    int used = 0;
    while (at < len) {
      bool ws = s[at] == ' ';
      int end = at;
      while (end < len && (s[end] == ' ') == ws) end++;
      int clen = end - at;
      if (used + clen > TERM_WIDTH) {
        if (clen > TERM_WIDTH) { /* a long chunk: the line's room of it */
          int room = TERM_WIDTH - used > 1 ? TERM_WIDTH - used : 1;
          rt_sb_putn(sb, s + at, (size_t)room);
          at += room;
          used += room;
        }
        break;
      }
      rt_sb_putn(sb, s + at, (size_t)clen);
      used += clen;
      at = end;
    }
    rt_sb_putc(sb, '\n');
  }
}

static void put_rule(StrBuf *sb, char c) {
  for (int k = 0; k < TERM_WIDTH; k++) rt_sb_putc(sb, c);
  rt_sb_putc(sb, '\n');
}

/* Line n (1-based) of text without its newline; false past the end. */
static bool text_line(const char *text, int n, const char **start, int *len) {
  if (!kir_source_line(text, n, start, len)) return false;
  if (*len > 0 && (*start)[*len - 1] == '\n') (*len)--;
  return true;
}

/* The source listing: each line of the function padded to the listing's width, the lines of
 * loops ruled out to the "#ID" column. */
static void put_listing(StrBuf *sb, const char *purpose, Value fn, int base) {
  const Function *f = RT_AS(Function, fn);
  const FuncNode *node = vm_function_node(fn);
  const char *text = f->proto->source ? f->proto->source->text : NULL;
  int lines[64], nloops = node ? prange_lines(node->body, node->nbody, lines, 64, 0) : 0;
  if (!text || !node || nloops == 0 || nloops > 64) {
    rt_sb_puts(sb, "No source available\n");
    return;
  }
  int first, last;
  kir_numba_func_lines(node, text, &first, &last);
  int src_width = 0;
  for (int n = first; n <= last; n++) {
    const char *p;
    int len;
    if (text_line(text, n, &p, &len) && len > src_width) src_width = len;
  }
  int digits = 1;
  for (int c = nloops; c >= 10; c /= 10) digits++;
  int width = src_width + 1 + (digits + 2);
  rt_sb_printf(sb, "\n\nParallel loop listing for %s\n", purpose);
  for (int k = 0; k < width; k++) rt_sb_putc(sb, '-');
  rt_sb_puts(sb, "|loop #ID\n");
  for (int n = first; n <= last; n++) {
    const char *p;
    int len;
    if (!text_line(text, n, &p, &len)) break;
    int id = -1;
    for (int k = 0; k < nloops; k++)
      if (lines[k] == n) id = base + nloops - 1 - k; /* numbered from the last loop up */
    rt_sb_putn(sb, p, (size_t)len);
    for (int k = len; k < width; k++) rt_sb_putc(sb, id >= 0 ? '-' : ' ');
    if (id >= 0) rt_sb_printf(sb, "| #%d\n", id);
    else rt_sb_puts(sb, "| \n");
  }
}

static void dump_one(StrBuf *sb, Value fn, int base, int64_t level) {
  const Function *f = RT_AS(Function, fn);
  const FuncNode *node = vm_function_node(fn);
  Value qn = rt_getattr(fn, "__qualname__");
  int mark = rt_cleanup_push_value(&qn);
  int line = node ? (node->ndecorators ? node->decorators[0]->span.line : node->span.line) : 0;
  char purpose[4096], head[4200];
  snprintf(purpose, sizeof purpose, " Function %s, %s (%d) ", rt_str_data(qn), f->proto->source ? f->proto->source->name : "?", line);
  rt_cleanup_pop(mark, true);
  rt_sb_puts(sb, " \n");
  put_rule(sb, '=');
  snprintf(head, sizeof head, " Parallel Accelerator Optimizing: %s ", purpose);
  StrBuf c;
  rt_sb_init(&c);
  int cmark = rt_sb_cleanup_push(&c);
  put_centered(&c, head, '=');
  c.data[--c.len] = '\0'; /* its newline: the line is wrapped next */
  char *nl = c.data;
  while (nl) { /* print_wrapped: each line of it wrapped on its own */
    char *next = strchr(nl, '\n');
    if (next) *next = '\0';
    put_wrapped(sb, nl);
    nl = next ? next + 1 : NULL;
  }
  rt_cleanup_pop(cmark, true);
  put_rule(sb, '=');
  put_listing(sb, purpose, fn, base);
  if (level >= 2) { /* the loops as found: nothing fused or nested to show */
    put_centered(sb, " Before Optimisation ", '-');
    put_rule(sb, '-');
  }
  put_centered(sb, " After Optimisation ", '-');
  rt_sb_puts(sb, "Parallel structure is already optimal.\n");
  put_rule(sb, '-');
  put_rule(sb, '-');
  rt_sb_puts(sb, " \n");
}

/* Printed through sys.stdout, as Numba's print() does (redirect_stdout catches it). */
static void write_stdout(const char *s) {
  Value write = rt_import_attr("sys", "stdout.write");
  int mark = rt_cleanup_push_value(&write);
  Value str = rt_str_from_c(s);
  rt_cleanup_push_value(&str);
  rt_decref(rt_call(write, 1, &str, NULL));
  rt_cleanup_pop(mark, true);
}

void kir_parfor_diagnostics(Value dispatcher, int64_t level) {
  const KirDispatcher *d = RT_AS(KirDispatcher, dispatcher);
  const KirParforDiag *p = d->pfdiag;
  KirSig sig;
  if (!d->parallel) { /* Numba keeps a diagnostics object it never set up for each signature */
    if (kir_compiled_sigs(d->fn, &sig, 1, false) == 0) return;
    rt_raise(RT_EXC_RuntimeError, "self.setup has not been called");
  }
  if (level < 1 || level > 4) rt_raise(RT_EXC_ValueError, "Report level unknown, should be one of 1, 2, 3, 4");
  if (level > 2) rt_raise(RT_EXC_NotImplementedError, "Weft prints parallel_diagnostics at levels 1 and 2 only");
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int k = 0; p && k < p->n; k++) dump_one(&sb, d->fn, p->base[k], level);
  write_stdout(sb.data ? sb.data : "");
  rt_cleanup_pop(mark, true);
}
