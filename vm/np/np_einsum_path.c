/* np_einsum_path.c — np.einsum_path(subscripts, *operands, optimize='greedy'): NumPy 1.24's
 * contraction order (its greedy search: the pair that removes the most elements, then the
 * cheapest; or the exhaustive 'optimal' search) and its printed report of FLOP counts and
 * intermediates. Index sets are bitmasks over the 52 letters. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_stats.h"
#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

enum { MAXT = 30 }; /* operands (position sets are bitmasks in an unsigned) */

typedef uint64_t Set;

static int letter_bit(char c) {
  if (c >= 'a' && c <= 'z') return c - 'a';
  if (c >= 'A' && c <= 'Z') return 26 + c - 'A';
  return -1;
}

static char bit_letter(int b) { return (char)(b < 26 ? 'a' + b : 'A' + b - 26); }

typedef struct Dims {
  double dims[52]; /* each letter's size, -1 when unused */
} Dims;

static double size_of(Set s, const Dims *d) {
  double n = 1;
  for (int b = 0; b < 52; b++)
    if (s >> b & 1) n *= d->dims[b];
  return n;
}

static double flops(Set contract, bool inner, int nterms, const Dims *d) {
  double f = nterms - 1 > 1 ? nterms - 1 : 1;
  return size_of(contract, d) * (f + (inner ? 1 : 0));
}

/* _find_contraction: the result of contracting positions (a bitmask over sets) out of the
 * n sets, the remaining sets (the others, then the result) into rest. */
typedef struct Contraction {
  Set result, removed, contract;
  Set rest[MAXT];
  int nrest;
} Contraction;

static void find_contraction(unsigned pos, const Set *sets, int n, Set output, Contraction *c) {
  Set contract = 0, remain = output;
  c->nrest = 0;
  for (int i = 0; i < n; i++) {
    if (pos >> i & 1) contract |= sets[i];
    else c->rest[c->nrest++] = sets[i], remain |= sets[i];
  }
  c->result = remain & contract;
  c->removed = contract & ~c->result;
  c->contract = contract;
  c->rest[c->nrest++] = c->result;
}

typedef struct Cand {
  double neg_removed, cost;
  int x, y;
  Set sets[MAXT];
  int n;
} Cand;

/* _parse_possible_contraction; false when over the memory limit or costlier than naive. */
static bool possible(int x, int y, const Set *sets, int n, Set output, const Dims *d, double limit,
                     double path_cost, double naive, Cand *out) {
  Contraction c;
  find_contraction(1u << x | 1u << y, sets, n, output, &c);
  double new_size = size_of(c.result, d);
  if (new_size > limit) return false;
  double removed = size_of(sets[x], d) + size_of(sets[y], d) - new_size;
  double cost = flops(c.contract, c.removed != 0, 2, d);
  if (path_cost + cost > naive) return false;
  out->neg_removed = -removed, out->cost = cost, out->x = x, out->y = y;
  memcpy(out->sets, c.rest, sizeof(Set) * (size_t)c.nrest);
  out->n = c.nrest;
  return true;
}

static bool better(const Cand *a, const Cand *b) {
  return a->neg_removed < b->neg_removed || (a->neg_removed == b->neg_removed && a->cost < b->cost);
}

/* _greedy_path: the steps as position pairs (or one tuple of all) into steps; returns their count. */
static int greedy(Set *sets, int n, Set output, const Dims *d, double limit, int steps[][MAXT],
                  int *lens) {
  Contraction all;
  find_contraction((1u << n) - 1, sets, n, output, &all);
  double naive = flops(all.contract, all.removed != 0, n, d), path_cost = 0;
  Cand *known = rt_malloc(sizeof(Cand) * (size_t)(MAXT * MAXT));
  int mark = rt_cleanup_push(free, known);
  int nk = 0, nsteps = 0, newest = -1;
  for (int it = 0; it < n - 1; it++) {
    int cur = n - it;
    for (int x = 0; x < cur; x++)
      for (int y = x + 1; y < cur; y++) {
        if (newest >= 0 && y != newest) continue;
        if (!(sets[x] & sets[y])) continue;
        if (possible(x, y, sets, cur, output, d, limit, path_cost, naive, &known[nk])) nk++;
      }
    if (nk == 0) {
      for (int x = 0; x < cur; x++)
        for (int y = x + 1; y < cur; y++)
          if (possible(x, y, sets, cur, output, d, limit, path_cost, naive, &known[nk])) nk++;
      if (nk == 0) {
        for (int i = 0; i < cur; i++) steps[nsteps][i] = i;
        lens[nsteps++] = cur;
        break;
      }
    }
    int best = 0;
    for (int k = 1; k < nk; k++)
      if (better(&known[k], &known[best])) best = k;
    Cand b = known[best];
    int m = 0; /* _update_other_results */
    for (int k = 0; k < nk; k++) {
      Cand c = known[k];
      if (c.x == b.x || c.x == b.y || c.y == b.x || c.y == b.y) continue;
      int d1 = b.y - (b.y > c.x) - (b.y > c.y), d2 = b.x - (b.x > c.x) - (b.x > c.y);
      memmove(&c.sets[d1], &c.sets[d1 + 1], sizeof(Set) * (size_t)(c.n - d1 - 1)), c.n--;
      memmove(&c.sets[d2], &c.sets[d2 + 1], sizeof(Set) * (size_t)(c.n - d2 - 1)), c.n--;
      Set last = c.sets[c.n - 1]; /* insert(-1, best's result) */
      c.sets[c.n - 1] = b.sets[b.n - 1];
      c.sets[c.n++] = last;
      int nx = c.x - (c.x > b.x) - (c.x > b.y), ny = c.y - (c.y > b.x) - (c.y > b.y);
      c.x = nx, c.y = ny;
      known[m++] = c;
    }
    nk = m;
    memcpy(sets, b.sets, sizeof(Set) * (size_t)b.n);
    newest = b.n - 1;
    steps[nsteps][0] = b.x, steps[nsteps][1] = b.y, lens[nsteps++] = 2;
    path_cost += b.cost;
  }
  rt_cleanup_pop(mark, true);
  return nsteps;
}

/* _optimal_path: every order of pairwise contractions, the cheapest (first of equals). */
typedef struct Partial {
  double cost;
  int pairs[MAXT][2];
  Set sets[MAXT];
} Partial;

static int optimal(const Set *sets, int n, Set output, const Dims *d, double limit,
                   int steps[][MAXT], int *lens) {
  if (n > 6) rt_raise(RT_EXC_ValueError, "Weft's einsum_path 'optimal' takes at most 6 operands");
  size_t cap = 1;
  for (int k = n; k > 1; k--) cap *= (size_t)(k * (k - 1) / 2);
  Partial *full = rt_malloc(sizeof(Partial) * (cap + 1)), *next = rt_malloc(sizeof(Partial) * (cap + 1));
  int mark = rt_cleanup_push(free, full);
  rt_cleanup_push(free, next);
  size_t nf = 1;
  full[0].cost = 0;
  memcpy(full[0].sets, sets, sizeof(Set) * (size_t)n);
  int it = 0, tail = 0;
  for (; it < n - 1; it++) {
    int cur = n - it;
    size_t nn = 0;
    for (size_t f = 0; f < nf; f++)
      for (int x = 0; x < cur; x++)
        for (int y = x + 1; y < cur; y++) {
          Contraction c;
          find_contraction(1u << x | 1u << y, full[f].sets, cur, output, &c);
          if (size_of(c.result, d) > limit) continue;
          Partial *p = &next[nn++];
          p->cost = full[f].cost + flops(c.contract, c.removed != 0, 2, d);
          memcpy(p->pairs, full[f].pairs, sizeof p->pairs[0] * (size_t)it);
          p->pairs[it][0] = x, p->pairs[it][1] = y;
          memcpy(p->sets, c.rest, sizeof(Set) * (size_t)c.nrest);
        }
    if (nn == 0) {
      tail = cur;
      break;
    }
    Partial *t = full;
    full = next, next = t;
    nf = nn;
  }
  size_t best = 0;
  for (size_t f = 1; f < nf; f++)
    if (full[f].cost < full[best].cost) best = f;
  int nsteps = 0;
  for (int k = 0; k < it; k++) {
    steps[nsteps][0] = full[best].pairs[k][0], steps[nsteps][1] = full[best].pairs[k][1];
    lens[nsteps++] = 2;
  }
  if (tail) {
    for (int i = 0; i < tail; i++) steps[nsteps][i] = i;
    lens[nsteps++] = tail;
  }
  free(full);
  free(next);
  rt_cleanup_pop(mark, false);
  return nsteps;
}

static Value f_einsum_path(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  const char *how = "greedy";
  for (int i = 0; kw && i < kw->n; i++) {
    Value o = kw->values[i];
    if (strcmp(kw->names[i], "optimize") != 0 && strcmp(kw->names[i], "einsum_call") != 0)
      rt_raise(RT_EXC_TypeError, "einsum_path() got an unexpected keyword argument '%s'", kw->names[i]);
    if (!strcmp(kw->names[i], "optimize")) {
      if (rt_is_str(o)) how = rt_str_data(o);
      else if (o.tag == RT_BOOL) how = o.as.b ? "greedy" : "none";
      else rt_raise(RT_EXC_TypeError, "Weft's einsum_path takes optimize='greedy', 'optimal' or a bool");
    }
  }
  if (strcmp(how, "greedy") && strcmp(how, "optimal") && strcmp(how, "none"))
    rt_raise(RT_EXC_TypeError, "Did not understand the path: %s", how);
  if (argc < 2 || !rt_is_str(argv[0]))
    rt_raise(RT_EXC_TypeError, "Weft's einsum_path takes a subscripts string and operands");
  const char *sub = rt_str_data(argv[0]);
  int nops = argc - 1;
  if (nops > MAXT) rt_raise(RT_EXC_ValueError, "Weft's einsum_path takes at most %d operands", MAXT);
  /* the terms, without spaces; the output explicit or NumPy's implicit sorted single letters */
  char in[256], out[64];
  size_t k = 0;
  const char *arrow = strstr(sub, "->");
  for (const char *p = sub; *p && (!arrow || p < arrow) && k < sizeof in - 1; p++)
    if (*p != ' ') in[k++] = *p;
  in[k] = 0;
  if (strchr(in, '.')) rt_raise(RT_EXC_ValueError, "Weft's einsum_path does not take '...'");
  int count[52] = {0};
  for (const char *p = in; *p; p++) {
    if (*p == ',') continue;
    int b = letter_bit(*p);
    if (b < 0) rt_raise(RT_EXC_ValueError, "Character %c is not a valid symbol.", *p);
    count[b]++;
  }
  k = 0;
  if (arrow) {
    for (const char *p = arrow + 2; *p && k < sizeof out - 1; p++)
      if (*p != ' ') out[k++] = *p;
  } else {
    for (int pass = 0; pass < 2; pass++) /* sorted by code: 'A'-'Z' before 'a'-'z' */
      for (int b = pass ? 0 : 26; b < (pass ? 26 : 52) && k < sizeof out - 1; b++)
        if (count[b] == 1) out[k++] = bit_letter(b);
  }
  out[k] = 0;
  Set sets[MAXT], output = 0, indices = 0;
  char terms[MAXT][64];
  int nterms = 0;
  Dims d;
  for (int b = 0; b < 52; b++) d.dims[b] = -1;
  for (const char *p = in;; p++) {
    const char *e = strchr(p, ',');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    if (nterms == MAXT || len >= sizeof terms[0])
      rt_raise(RT_EXC_ValueError, "Weft's einsum_path: too many operands or indices");
    memcpy(terms[nterms], p, len);
    terms[nterms][len] = 0;
    nterms++;
    if (!e) break;
    p = e;
  }
  if (nterms != nops)
    rt_raise(RT_EXC_ValueError, "more operands provided to einstein sum function than specified "
             "in the subscripts string");
  for (int t = 0; t < nterms; t++) {
    Value shape = rt_getattr(argv[1 + t], "shape");
    int mark = rt_cleanup_push_value(&shape);
    int64_t nd = rt_len(shape), len = (int64_t)strlen(terms[t]);
    if (nd != len)
      rt_raise(RT_EXC_ValueError, "Einstein sum subscript %s does not contain the correct number "
               "of indices for operand %d.", terms[t], t);
    sets[t] = 0;
    for (int64_t c = 0; c < len; c++) {
      Value dv = rt_getitem(shape, rt_int(c));
      double dim = (double)rt_to_index(dv, "shape");
      rt_decref(dv);
      int b = letter_bit(terms[t][c]);
      sets[t] |= (Set)1 << b;
      if (d.dims[b] < 0 || d.dims[b] == 1) d.dims[b] = dim;
      else if (dim != 1 && dim != d.dims[b])
        rt_raise(RT_EXC_ValueError, "Size of label '%c' for operand %d (%.0f) does not match "
                 "previous terms (%.0f).", terms[t][c], t, dim, d.dims[b]);
    }
    rt_cleanup_pop(mark, true);
    indices |= sets[t];
  }
  for (const char *p = out; *p; p++) {
    int b = letter_bit(*p);
    if (b < 0 || !(indices >> b & 1))
      rt_raise(RT_EXC_ValueError, "Output character %c did not appear in the input", *p);
    output |= (Set)1 << b;
  }
  double max_size = size_of(output, &d);
  int total = 0;
  for (int t = 0; t < nterms; t++) {
    double s = size_of(sets[t], &d);
    if (s > max_size) max_size = s;
    total += __builtin_popcountll(sets[t]); /* len(set(term)) */
  }
  int nind = __builtin_popcountll(indices);
  double naive = flops(indices, total - nind > 0, nterms, &d);
  int steps[MAXT][MAXT], lens[MAXT], nsteps;
  Set work[MAXT];
  memcpy(work, sets, sizeof(Set) * (size_t)nterms);
  if (!strcmp(how, "none") || nterms <= 2 || indices == output) {
    for (int i = 0; i < nterms; i++) steps[0][i] = i;
    lens[0] = nterms, nsteps = 1;
  } else if (!strcmp(how, "greedy")) {
    nsteps = greedy(work, nterms, output, &d, max_size, steps, lens);
  } else {
    nsteps = optimal(work, nterms, output, &d, max_size, steps, lens);
  }
  /* the contractions in turn: costs, scalings, intermediates and the printed rows */
  StrBuf rows;
  rt_sb_init(&rows);
  int mark = rt_sb_cleanup_push(&rows);
  char names[MAXT][64];
  int nnames = nterms;
  memcpy(names, terms, sizeof names[0] * (size_t)nterms);
  memcpy(work, sets, sizeof(Set) * (size_t)nterms);
  double opt = 1, largest = 0;
  int max_scale = 0;
  for (int s = 0; s < nsteps; s++) {
    int inds[MAXT], n = lens[s];
    memcpy(inds, steps[s], sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++) /* sorted, largest first */
      for (int j = i + 1; j < n; j++)
        if (inds[j] > inds[i]) { int t = inds[i]; inds[i] = inds[j]; inds[j] = t; }
    unsigned pos = 0;
    for (int i = 0; i < n; i++) pos |= 1u << inds[i];
    Contraction c;
    find_contraction(pos, work, nnames, output, &c);
    memcpy(work, c.rest, sizeof(Set) * (size_t)c.nrest);
    opt += flops(c.contract, c.removed != 0, n, &d);
    int scale = __builtin_popcountll(c.contract);
    if (scale > max_scale) max_scale = scale;
    double sz = size_of(c.result, &d);
    if (sz > largest) largest = sz;
    char einsum_str[MAXT * 64 + 80] = "", result[64]; /* each name under 64 */
    for (int i = 0; i < n; i++) { /* popped in that order */
      if (i) strcat(einsum_str, ",");
      strcat(einsum_str, names[inds[i]]);
      memmove(&names[inds[i]], &names[inds[i] + 1], sizeof names[0] * (size_t)(nnames - inds[i] - 1));
      nnames--;
    }
    if (s == nsteps - 1) {
      strcpy(result, out);
    } else { /* sorted by (size, letter) */
      int m = 0, bits[52];
      for (int b = 0; b < 52; b++)
        if (c.result >> b & 1) bits[m++] = b;
      for (int i = 0; i < m; i++)
        for (int j = i + 1; j < m; j++) {
          double di = d.dims[bits[i]], dj = d.dims[bits[j]];
          if (dj < di || (dj == di && bit_letter(bits[j]) < bit_letter(bits[i]))) {
            int t = bits[i]; bits[i] = bits[j]; bits[j] = t;
          }
        }
      for (int i = 0; i < m; i++) result[i] = bit_letter(bits[i]);
      result[m] = 0;
    }
    strcpy(names[nnames++], result);
    strcat(einsum_str, "->");
    strcat(einsum_str, result);
    StrBuf rem;
    rt_sb_init(&rem);
    for (int i = 0; i < nnames; i++) {
      if (i) rt_sb_putc(&rem, ',');
      rt_sb_puts(&rem, names[i]);
    }
    rt_sb_printf(&rem, "->%s", out);
    rt_sb_printf(&rows, "\n%4d    %24s %40s", scale, einsum_str, rem.data);
    rt_sb_free(&rem);
  }
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_printf(&sb, "  Complete contraction:  %s->%s\n", in, out);
  rt_sb_printf(&sb, "         Naive scaling:  %d\n", nind);
  rt_sb_printf(&sb, "     Optimized scaling:  %d\n", max_scale);
  rt_sb_printf(&sb, "      Naive FLOP count:  %.3e\n", naive);
  rt_sb_printf(&sb, "  Optimized FLOP count:  %.3e\n", opt);
  rt_sb_printf(&sb, "   Theoretical speedup:  %3.3f\n", naive / opt);
  rt_sb_printf(&sb, "  Largest intermediate:  %.3e elements\n", largest);
  rt_sb_printf(&sb, "%s\n%6s %24s %40s\n%s%s", "--------------------------------------------------------------------------",
               "scaling", "current", "remaining",
               "--------------------------------------------------------------------------",
               rows.data ? rows.data : "");
  Value text = rt_str_new(sb.data, sb.len);
  rt_cleanup_push_value(&text);
  Value path = rt_list_new(0);
  rt_cleanup_push_value(&path);
  Value tag = rt_str_from_c("einsum_path");
  rt_list_append(path, tag);
  rt_decref(tag);
  for (int s = 0; s < nsteps; s++) {
    Value t = rt_tuple_new(lens[s]);
    for (int i = 0; i < lens[s]; i++) rt_tuple_set(t, i, rt_int(steps[s][i]));
    rt_list_append(path, t);
    rt_decref(t);
  }
  Value r = rt_tuple_new(2);
  rt_tuple_set(r, 0, path);
  rt_tuple_set(r, 1, text);
  rt_incref(path);
  rt_incref(text);
  rt_cleanup_pop(mark, true);
  return r;
}

void np_register_einsum_path(Value m) { rt_module_add_fn(m, "einsum_path", f_einsum_path); }
