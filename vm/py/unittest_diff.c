/* unittest_diff.c — the line diff unittest appends to a failed comparison of strings,
 * sequences and dicts: difflib.ndiff's output ("- old", "+ new", "  same", and the "? " hint
 * lines under a changed line that marks what changed with ^, - and +).
 *
 * The matching is difflib.SequenceMatcher's, because the output must be CPython's to the
 * character: the longest matching block first (the earliest of the longest), then the same on
 * each side of it; "junk" elements (spaces and tabs inside a line) never start a match but
 * extend one; with 200 or more elements, those occurring more than 1% of the time + 1 start
 * none either. A replaced run of lines pairs up the most similar lines (ratio above 0.75)
 * and hints them character by character. Elements are interned to small ids first (lines, or
 * the UTF-8 bytes of one character), so matching compares ints. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "unittest.h"

/* ---- elements as ids ---- */

typedef struct Span {
  const char *s;
  int n;
} Span;

typedef struct Interner {
  Span *keys; /* by id */
  int *slots; /* id + 1, 0 empty; cap a power of two */
  int cap, nids;
} Interner;

static uint64_t span_hash(Span k) {
  uint64_t h = 1469598103934665603ull;
  for (int i = 0; i < k.n; i++) h = (h ^ (unsigned char)k.s[i]) * 1099511628211ull;
  return h;
}

/* Ids for n elements (at most n distinct ones) */
static void interner_init(Interner *in, int n) {
  in->cap = 16;
  while (in->cap < 2 * n + 2) in->cap *= 2;
  in->slots = calloc((size_t)in->cap, sizeof *in->slots);
  in->keys = calloc((size_t)n + 1, sizeof *in->keys);
  in->nids = 0;
  if (!in->slots || !in->keys) rt_raise(RT_EXC_MemoryError, "%s", "");
}

static void interner_free(Interner *in) {
  free(in->slots);
  free(in->keys);
}

static int intern(Interner *in, Span k) {
  size_t mask = (size_t)in->cap - 1, at = (size_t)span_hash(k) & mask;
  for (;; at = (at + 1) & mask) {
    int id = in->slots[at] - 1;
    if (id < 0) break;
    if (in->keys[id].n == k.n && memcmp(in->keys[id].s, k.s, (size_t)k.n) == 0) return id;
  }
  in->keys[in->nids] = k;
  in->slots[at] = ++in->nids;
  return in->nids - 1;
}

/* ---- SequenceMatcher ---- */

typedef struct Block {
  int i, j, k;
} Block;

typedef struct Matcher {
  const int *a, *b;
  int la, lb, nids;
  const bool *junk;  /* by id: never starts a match */
  int *b2j, *b2j_at; /* positions in b of each id that may start a match: b2j[b2j_at[id]..b2j_at[id+1]) */
  int *j2len, *newj2len, *touched, *newtouched;
} Matcher;

static void *zalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size);
  if (!p) rt_raise(RT_EXC_MemoryError, "%s", "");
  return p;
}

static void matcher_init(Matcher *m, const int *a, int la, const int *b, int lb, int nids, const bool *junk) {
  *m = (Matcher){a, b, la, lb, nids, junk, NULL, NULL, NULL, NULL, NULL, NULL};
  int *count = zalloc((size_t)nids + 1, sizeof *count);
  for (int j = 0; j < lb; j++) count[b[j]]++;
  int popular = lb >= 200 ? lb / 100 + 1 : INT32_MAX;
  m->b2j_at = zalloc((size_t)nids + 1, sizeof *m->b2j_at);
  for (int id = 0; id < nids; id++) {
    bool used = !(junk && junk[id]) && count[id] <= popular;
    m->b2j_at[id + 1] = m->b2j_at[id] + (used ? count[id] : 0);
  }
  m->b2j = zalloc((size_t)lb, sizeof *m->b2j);
  memset(count, 0, ((size_t)nids + 1) * sizeof *count);
  for (int j = 0; j < lb; j++) {
    int id = b[j];
    if (m->b2j_at[id + 1] > m->b2j_at[id]) m->b2j[m->b2j_at[id] + count[id]++] = j;
  }
  free(count);
  m->j2len = zalloc((size_t)lb, sizeof(int));
  m->newj2len = zalloc((size_t)lb, sizeof(int));
  m->touched = zalloc((size_t)lb, sizeof(int));
  m->newtouched = zalloc((size_t)lb, sizeof(int));
}

static void matcher_free(Matcher *m) {
  free(m->b2j), free(m->b2j_at), free(m->j2len), free(m->newj2len), free(m->touched), free(m->newtouched);
}

static bool bjunk(const Matcher *m, int j) { return m->junk && m->junk[m->b[j]]; }

static Block longest_match(Matcher *m, int alo, int ahi, int blo, int bhi) {
  Block best = {alo, blo, 0};
  int nt = 0;
  for (int i = alo; i < ahi; i++) {
    int id = m->a[i], nnew = 0;
    for (int p = m->b2j_at[id]; p < m->b2j_at[id + 1]; p++) {
      int j = m->b2j[p];
      if (j < blo) continue;
      if (j >= bhi) break;
      int k = (j > 0 ? m->j2len[j - 1] : 0) + 1;
      m->newj2len[j] = k;
      m->newtouched[nnew++] = j;
      if (k > best.k) best = (Block){i - k + 1, j - k + 1, k};
    }
    for (int t = 0; t < nt; t++) m->j2len[m->touched[t]] = 0;
    for (int t = 0; t < nnew; t++) m->j2len[m->newtouched[t]] = m->newj2len[m->newtouched[t]];
    int *swap = m->touched;
    m->touched = m->newtouched, m->newtouched = swap;
    nt = nnew;
  }
  for (int t = 0; t < nt; t++) m->j2len[m->touched[t]] = 0;
  /* widen over equal elements that could not start a match: first non-junk, then junk */
  for (int pass = 0; pass < 2; pass++) {
    bool want_junk = pass == 1;
    while (best.i > alo && best.j > blo && bjunk(m, best.j - 1) == want_junk && m->a[best.i - 1] == m->b[best.j - 1])
      best.i--, best.j--, best.k++;
    while (best.i + best.k < ahi && best.j + best.k < bhi && bjunk(m, best.j + best.k) == want_junk &&
           m->a[best.i + best.k] == m->b[best.j + best.k])
      best.k++;
  }
  return best;
}

static int cmp_block(const void *x, const void *y) {
  const Block *p = x, *q = y;
  return p->i != q->i ? (p->i < q->i ? -1 : 1) : p->j != q->j ? (p->j < q->j ? -1 : 1) : (p->k > q->k) - (p->k < q->k);
}

/* The matching blocks, adjacent ones merged, ending with (la, lb, 0); returns their number */
static int matching_blocks(Matcher *m, Block **out) {
  int cap = 16, n = 0, nq = 1;
  Block *blocks = zalloc((size_t)cap, sizeof *blocks);
  int (*queue)[4] = zalloc((size_t)(m->la + m->lb + 2), sizeof *queue);
  queue[0][0] = 0, queue[0][1] = m->la, queue[0][2] = 0, queue[0][3] = m->lb;
  while (nq > 0) {
    nq--;
    int alo = queue[nq][0], ahi = queue[nq][1], blo = queue[nq][2], bhi = queue[nq][3];
    Block x = longest_match(m, alo, ahi, blo, bhi);
    if (!x.k) continue;
    if (n + 2 > cap) {
      cap *= 2;
      Block *grown = realloc(blocks, (size_t)cap * sizeof *blocks);
      if (!grown) free(blocks), free(queue), rt_raise(RT_EXC_MemoryError, "%s", "");
      blocks = grown;
    }
    blocks[n++] = x;
    if (alo < x.i && blo < x.j) queue[nq][0] = alo, queue[nq][1] = x.i, queue[nq][2] = blo, queue[nq][3] = x.j, nq++;
    if (x.i + x.k < ahi && x.j + x.k < bhi)
      queue[nq][0] = x.i + x.k, queue[nq][1] = ahi, queue[nq][2] = x.j + x.k, queue[nq][3] = bhi, nq++;
  }
  free(queue);
  qsort(blocks, (size_t)n, sizeof *blocks, cmp_block);
  int w = 0;
  Block cur = {0, 0, 0};
  for (int r = 0; r < n; r++) {
    if (cur.i + cur.k == blocks[r].i && cur.j + cur.k == blocks[r].j) {
      cur.k += blocks[r].k;
    } else {
      if (cur.k) blocks[w++] = cur;
      cur = blocks[r];
    }
  }
  if (cur.k) blocks[w++] = cur;
  blocks[w++] = (Block){m->la, m->lb, 0};
  *out = blocks;
  return w;
}

enum { OP_EQUAL, OP_REPLACE, OP_DELETE, OP_INSERT };
typedef struct Opcode {
  int tag, i1, i2, j1, j2;
} Opcode;

/* get_opcodes(): returns their number */
static int opcodes(Matcher *m, Opcode **out) {
  Block *blocks;
  int nb = matching_blocks(m, &blocks);
  Opcode *ops = zalloc((size_t)nb * 2, sizeof *ops);
  int n = 0, i = 0, j = 0;
  for (int k = 0; k < nb; k++) {
    Block b = blocks[k];
    int tag = i < b.i && j < b.j ? OP_REPLACE : i < b.i ? OP_DELETE : j < b.j ? OP_INSERT : -1;
    if (tag >= 0) ops[n++] = (Opcode){tag, i, b.i, j, b.j};
    i = b.i + b.k, j = b.j + b.k;
    if (b.k) ops[n++] = (Opcode){OP_EQUAL, b.i, i, b.j, j};
  }
  free(blocks);
  *out = ops;
  return n;
}

/* ---- characters of one line ---- */

typedef struct Chars {
  Span *c; /* each character's bytes */
  int n;
} Chars;

static Chars chars_of(Value s) {
  const char *p = rt_str_data(s);
  size_t len = strlen(p);
  Chars out = {zalloc(len + 1, sizeof(Span)), 0};
  for (size_t k = 0; k < len;) {
    int w = 1;
    while (k + (size_t)w < len && ((unsigned char)p[k + (size_t)w] & 0xC0) == 0x80) w++;
    out.c[out.n++] = (Span){p + k, w};
    k += (size_t)w;
  }
  return out;
}

typedef struct CharPair {
  Interner in;
  int *a, *b;
  bool *junk;
  Matcher m;
} CharPair;

/* A matcher over the characters of two lines, spaces and tabs junk (IS_CHARACTER_JUNK) */
static void char_pair(CharPair *p, const Chars *a, const Chars *b) {
  interner_init(&p->in, a->n + b->n);
  p->a = zalloc((size_t)a->n, sizeof(int));
  p->b = zalloc((size_t)b->n, sizeof(int));
  for (int k = 0; k < a->n; k++) p->a[k] = intern(&p->in, a->c[k]);
  for (int k = 0; k < b->n; k++) p->b[k] = intern(&p->in, b->c[k]);
  p->junk = zalloc((size_t)p->in.nids, sizeof(bool));
  for (int id = 0; id < p->in.nids; id++) {
    Span s = p->in.keys[id];
    p->junk[id] = s.n == 1 && (s.s[0] == ' ' || s.s[0] == '\t');
  }
  matcher_init(&p->m, p->a, a->n, p->b, b->n, p->in.nids, p->junk);
}

static void char_pair_free(CharPair *p) {
  matcher_free(&p->m);
  interner_free(&p->in);
  free(p->a), free(p->b), free(p->junk);
}

static double ratio(const Chars *a, const Chars *b) {
  if (a->n + b->n == 0) return 1.0;
  CharPair p;
  char_pair(&p, a, b);
  Block *blocks;
  int nb = matching_blocks(&p.m, &blocks), matches = 0;
  for (int k = 0; k < nb; k++) matches += blocks[k].k;
  free(blocks);
  char_pair_free(&p);
  return 2.0 * matches / (a->n + b->n);
}

/* ---- Differ ---- */

typedef struct Diff {
  Value out; /* list of the lines made */
  Value *a, *b;
  Chars *ca, *cb; /* each line's characters, made on first use (c == NULL) */
} Diff;

static void emit(Diff *d, const char *prefix, Value line) {
  Value s = rt_str_printf("%s%s", prefix, rt_str_data(line));
  rt_list_append(d->out, s);
  rt_decref(s);
}

static void dump(Diff *d, const char *tag, Value *x, int lo, int hi) {
  for (int k = lo; k < hi; k++) emit(d, tag, x[k]);
}

static Chars *chars(Chars *cache, Value *lines, int k) {
  if (!cache[k].c) cache[k] = chars_of(lines[k]);
  return &cache[k];
}

/* tags with the line's own whitespace where the tag is a space, then rstripped */
static void hint(Diff *d, const Chars *line, const char *tags) {
  StrBuf sb;
  rt_sb_init(&sb);
  int n = (int)strlen(tags);
  for (int k = 0; k < n && k < line->n; k++) {
    Span c = line->c[k];
    bool ws = c.n == 1 && strchr(" \t\n\r\f\v", c.s[0]) && c.s[0];
    if (tags[k] == ' ' && ws) rt_sb_putc(&sb, c.s[0]);
    else rt_sb_putc(&sb, tags[k]);
  }
  while (sb.len > 0 && strchr(" \t\n\r\f\v", sb.data[sb.len - 1])) sb.len--;
  if (sb.len) {
    Value s = rt_str_printf("? %.*s\n", (int)sb.len, sb.data);
    rt_list_append(d->out, s);
    rt_decref(s);
  }
  rt_sb_free(&sb);
}

/* "- a", "? hints", "+ b", "? hints" for two similar lines */
static void qformat(Diff *d, int i, int j) {
  Chars *a = chars(d->ca, d->a, i), *b = chars(d->cb, d->b, j);
  CharPair p;
  char_pair(&p, a, b);
  Opcode *ops;
  int n = opcodes(&p.m, &ops);
  char *at = zalloc((size_t)a->n + 1, 1), *bt = zalloc((size_t)b->n + 1, 1);
  int na = 0, nb = 0;
  for (int k = 0; k < n; k++) {
    Opcode o = ops[k];
    char ca = o.tag == OP_REPLACE ? '^' : o.tag == OP_DELETE ? '-' : o.tag == OP_EQUAL ? ' ' : 0;
    char cb = o.tag == OP_REPLACE ? '^' : o.tag == OP_INSERT ? '+' : o.tag == OP_EQUAL ? ' ' : 0;
    if (ca) for (int x = o.i1; x < o.i2; x++) at[na++] = ca;
    if (cb) for (int x = o.j1; x < o.j2; x++) bt[nb++] = cb;
  }
  free(ops);
  char_pair_free(&p);
  emit(d, "- ", d->a[i]);
  hint(d, a, at);
  emit(d, "+ ", d->b[j]);
  hint(d, b, bt);
  free(at), free(bt);
}

static void fancy_replace(Diff *d, int alo, int ahi, int blo, int bhi);

static void fancy_helper(Diff *d, int alo, int ahi, int blo, int bhi) {
  if (alo < ahi) {
    if (blo < bhi) fancy_replace(d, alo, ahi, blo, bhi);
    else dump(d, "- ", d->a, alo, ahi);
  } else if (blo < bhi) {
    dump(d, "+ ", d->b, blo, bhi);
  }
}

static bool same_line(Value x, Value y) { return strcmp(rt_str_data(x), rt_str_data(y)) == 0; }

/* A replaced run of lines: the most similar pair (ratio > 0.75) in the middle, hinted */
static void fancy_replace(Diff *d, int alo, int ahi, int blo, int bhi) {
  double best = 0.74;
  int bi = -1, bj = -1, eqi = -1, eqj = -1;
  for (int j = blo; j < bhi; j++) {
    for (int i = alo; i < ahi; i++) {
      if (same_line(d->a[i], d->b[j])) {
        if (eqi < 0) eqi = i, eqj = j;
        continue;
      }
      double r = ratio(chars(d->ca, d->a, i), chars(d->cb, d->b, j));
      if (r > best) best = r, bi = i, bj = j;
    }
  }
  bool equal_pair = false;
  if (best < 0.75) {
    if (eqi < 0) { /* plain replace: the shorter run first */
      if (bhi - blo < ahi - alo) dump(d, "+ ", d->b, blo, bhi), dump(d, "- ", d->a, alo, ahi);
      else dump(d, "- ", d->a, alo, ahi), dump(d, "+ ", d->b, blo, bhi);
      return;
    }
    bi = eqi, bj = eqj, equal_pair = true;
  }
  fancy_helper(d, alo, bi, blo, bj);
  if (equal_pair) emit(d, "  ", d->a[bi]);
  else qformat(d, bi, bj);
  fancy_helper(d, bi + 1, ahi, bj + 1, bhi);
}

typedef struct DiffState {
  Diff d;
  Interner in;
  int *ia, *ib;
  Matcher m;
  Opcode *ops;
  int na, nb;
} DiffState;

static void diff_state_free(void *p) {
  DiffState *s = p;
  for (int k = 0; k < s->na; k++) free(s->d.ca[k].c);
  for (int k = 0; k < s->nb; k++) free(s->d.cb[k].c);
  free(s->d.ca), free(s->d.cb), free(s->ia), free(s->ib), free(s->ops);
  matcher_free(&s->m);
  interner_free(&s->in);
}

Value ut_ndiff(Value a, Value b) {
  DiffState s = {0};
  s.na = (int)RT_AS(List, a)->n, s.nb = (int)RT_AS(List, b)->n;
  s.d = (Diff){rt_list_new(0), RT_AS(List, a)->items, RT_AS(List, b)->items, NULL, NULL};
  int mark = rt_cleanup_push_value(&s.d.out);
  interner_init(&s.in, s.na + s.nb);
  rt_cleanup_push(diff_state_free, &s);
  s.d.ca = zalloc((size_t)s.na, sizeof(Chars));
  s.d.cb = zalloc((size_t)s.nb, sizeof(Chars));
  s.ia = zalloc((size_t)s.na, sizeof(int));
  s.ib = zalloc((size_t)s.nb, sizeof(int));
  for (int k = 0; k < s.na; k++) s.ia[k] = intern(&s.in, (Span){rt_str_data(s.d.a[k]), (int)strlen(rt_str_data(s.d.a[k]))});
  for (int k = 0; k < s.nb; k++) s.ib[k] = intern(&s.in, (Span){rt_str_data(s.d.b[k]), (int)strlen(rt_str_data(s.d.b[k]))});
  matcher_init(&s.m, s.ia, s.na, s.ib, s.nb, s.in.nids, NULL);
  int n = opcodes(&s.m, &s.ops);
  for (int k = 0; k < n; k++) {
    Opcode o = s.ops[k];
    if (o.tag == OP_REPLACE) fancy_replace(&s.d, o.i1, o.i2, o.j1, o.j2);
    else if (o.tag == OP_DELETE) dump(&s.d, "- ", s.d.a, o.i1, o.i2);
    else if (o.tag == OP_INSERT) dump(&s.d, "+ ", s.d.b, o.j1, o.j2);
    else dump(&s.d, "  ", s.d.a, o.i1, o.i2);
  }
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return s.d.out;
}
