/* prof_advice.c — advice lines at the end of the summary, each naming a cause, the host line,
 * the fix and the modeled saving, backed by a number from the log: transfers that dominate
 * compute, host arrays copied back after launches that never wrote them, the same host array
 * copied in on every launch, arrays that went back to the host and came back unchanged (they
 * could stay on the device), pageable copies that pinned memory would speed up, and launches
 * too small to fill the device. Arguments are named as the kernel's parameters. */
#include <stdlib.h>
#include <string.h>

#include "prof_internal.h"

/* "argument `out`" by the kernel's parameter name ("argument 2" when it is not known). */
static const char *arg_label(const ProfKernel *k, int arg, char *buf, int n) {
  if (arg >= 0 && arg < PROF_MAX_ARGS && k->arg_name[arg]) snprintf(buf, (size_t)n, "argument `%s`", k->arg_name[arg]);
  else snprintf(buf, (size_t)n, "argument %d", arg);
  return buf;
}

/* The advice being printed: the log it reads, where it goes, and how many lines so far. */
typedef struct Advice {
  Prof *p;
  FILE *out;
  const char *tag;
  int printed;
} Advice;

static void head(Advice *a) {
  if (a->printed++ == 0) fprintf(a->out, "\n ** Advice:\n\n");
}

/* " at line 12": the line of the launch of kernel index ki ("" when not known). */
static const char *launch_line(const Prof *pr, int ki, char *buf, int n) {
  buf[0] = 0;
  for (int i = 0; i < pr->log.nev; i++) {
    const ProfEvent *e = &pr->log.ev[i];
    if (e->kind == PROF_EV_KERNEL && e->kernel == ki && e->line > 0) {
      snprintf(buf, (size_t)n, " at line %d", e->line);
      break;
    }
  }
  return buf;
}

/* The name to give a device copy of argument arg in the fix ("d_out"; "d" when unknown). */
static const char *device_name(const ProfKernel *k, int arg, char *buf, int n) {
  if (arg >= 0 && arg < PROF_MAX_ARGS && k->arg_name[arg]) snprintf(buf, (size_t)n, "d_%s", k->arg_name[arg]);
  else snprintf(buf, (size_t)n, "d");
  return buf;
}

/* A copy lies between two kernel launches: data goes back and forth while kernels run, rather
 * than moving in once before them and out once after. */
static bool copies_between_launches(const Prof *pr) {
  bool kernel_before = false, copy_since = false;
  for (int i = 0; i < pr->log.nev; i++) {
    const ProfEvent *e = &pr->log.ev[i];
    if (e->kind == PROF_EV_KERNEL) {
      if (kernel_before && copy_since) return true;
      kernel_before = true;
      copy_since = false;
    } else if (e->kind == PROF_EV_COPY && kernel_before) {
      copy_since = true;
    }
  }
  return false;
}

static void transfers_dominate(Advice *ad) {
  Prof *pr = ad->p;
  FILE *out = ad->out;
  const char *tag = ad->tag;
  double t[PROF_PH_COUNT];
  prof_phase_totals(pr, t);
  double xfer = t[PROF_PH_H2D] + t[PROF_PH_D2H] + t[PROF_PH_D2D], comp = t[PROF_PH_COMPUTE];
  if (pr->log.nk == 0 || xfer <= comp) return;
  char a[32], b[32];
  head(ad);
  fprintf(out, "  - Transfers take %s %s, %.1fx the kernels' %s", prof_fmt_time(xfer, a, 32), tag,
          comp > 0 ? xfer / comp : 0.0, prof_fmt_time(comp, b, 32));
  if (copies_between_launches(pr)) {
    fprintf(out, ": keep arrays on the device between launches "
                 "(cuda.to_device once, cuda.device_array for results, copy_to_host once at the end).\n");
    return;
  }
  int64_t bytes = 0;
  uint64_t flops = 0;
  for (int i = 0; i < pr->log.nev; i++)
    if (pr->log.ev[i].kind == PROF_EV_COPY) bytes += pr->log.ev[i].bytes;
  for (int i = 0; i < pr->log.nk; i++) flops += pr->log.kernels[i]->total.flops32 + pr->log.kernels[i]->total.flops64;
  fprintf(out, ", though no data moves between launches (every copy comes before the first kernel or after "
               "the last): the kernels do too little work for the data moved (%llu flops for %lld bytes transferred, %.2f flops per byte). The GPU pays off "
               "when the data stays on the device for several kernels, or a kernel does more work per byte.\n",
          (unsigned long long)flops, (long long)bytes, bytes > 0 ? (double)flops / (double)bytes : 0.0);
}

/* Bytes and modeled time of the copies in direction dir that launch ki made for argument arg. */
static void arg_copies(const Prof *pr, int ki, int arg, int dir, int64_t *bytes, double *us) {
  for (int i = 0; i < pr->log.nev; i++) {
    const ProfEvent *e = &pr->log.ev[i];
    if (e->kind == PROF_EV_COPY && e->kernel == ki && e->arg == arg && e->dir == dir) *bytes += e->bytes, *us += e->dur_us;
  }
}

static void never_written(Advice *ad) {
  const Prof *pr = ad->p;
  FILE *out = ad->out;
  const char *tag = ad->tag;
  for (int i = 0; i < pr->log.nk; i++) {
    const ProfKernel *k = pr->log.kernels[i];
    for (int h = 0; h < k->nhost; h++) {
      int arg = k->host_arg[h];
      if (!k->counted || k->rc != 0 || k->arg_stores[arg]) continue;
      bool first = true; /* one line per (kernel, argument): the first launch that shows it */
      for (int j = 0; j < i; j++) {
        const ProfKernel *p = pr->log.kernels[j];
        if (strcmp(p->name, k->name) != 0 || !p->counted || p->rc != 0) continue;
        for (int g = 0; g < p->nhost; g++) first &= !(p->host_arg[g] == arg && !p->arg_stores[arg]);
      }
      if (!first) continue;
      int64_t bytes = 0, n = 0;
      double us = 0;
      for (int j = i; j < pr->log.nk; j++) {
        const ProfKernel *p = pr->log.kernels[j];
        if (strcmp(p->name, k->name) != 0 || !p->counted || p->rc != 0 || p->arg_stores[arg]) continue;
        int64_t b0 = bytes;
        arg_copies(pr, j, arg, RT_COPY_D2H, &bytes, &us);
        n += bytes > b0;
      }
      if (n == 0) continue;
      char a[32], l[96], ln[32], dn[80];
      head(ad);
      fprintf(out, "  - Kernel '%s'%s never writes %s, a host array, yet it was copied back after %lld launch%s: "
                   "%lld bytes, %s %s. Pass %s = cuda.to_device(...) for arrays a kernel only reads: saves %s.\n",
              k->name, launch_line(pr, i, ln, sizeof ln), arg_label(k, arg, l, sizeof l), (long long)n,
              n == 1 ? "" : "es", (long long)bytes, prof_fmt_time(us, a, 32), tag, device_name(k, arg, dn, sizeof dn),
              a);
    }
  }
}

/* Host argument h of k and argument g of p are the same array: the same buffer (by its serial,
 * so a fresh array at a reused address is another one) at the same place in it. */
static bool same_host_array(const ProfKernel *k, int h, const ProfKernel *p, int g) {
  return k->host_buffer[h] == p->host_buffer[g] && k->host_data[h] == p->host_data[g];
}

static void copied_every_call(Advice *ad) {
  const Prof *pr = ad->p;
  FILE *out = ad->out;
  const char *tag = ad->tag;
  for (int i = 0; i < pr->log.nk; i++) {
    const ProfKernel *k = pr->log.kernels[i];
    for (int h = 0; h < k->nhost; h++) {
      bool first = true;
      for (int j = 0; j < i; j++)
        for (int g = 0; g < pr->log.kernels[j]->nhost; g++) first &= !same_host_array(k, h, pr->log.kernels[j], g);
      if (!first) continue;
      int64_t bytes = 0, n = 0;
      double us = 0;
      for (int j = i; j < pr->log.nk; j++)
        for (int g = 0; g < pr->log.kernels[j]->nhost; g++) {
          if (!same_host_array(k, h, pr->log.kernels[j], g)) continue;
          int64_t b0 = bytes;
          arg_copies(pr, j, pr->log.kernels[j]->host_arg[g], RT_COPY_H2D, &bytes, &us);
          n += bytes > b0;
        }
      if (n < 2) continue;
      char a[32], b[32], l[96], ln[32], dn[80];
      int arg = k->host_arg[h];
      const char *pname = arg < PROF_MAX_ARGS && k->arg_name[arg] ? k->arg_name[arg] : "a";
      head(ad);
      fprintf(out, "  - The same host array (%lld bytes, %s of '%s'%s) was copied to the device by each of "
                   "%lld launches: %lld bytes, %s %s. Copy it once with %s = cuda.to_device(%s) and pass %s: "
                   "saves %s.\n",
              (long long)k->host_bytes[h], arg_label(k, arg, l, sizeof l), k->name, launch_line(pr, i, ln, sizeof ln),
              (long long)n, (long long)bytes, prof_fmt_time(us, a, 32), tag, device_name(k, arg, dn, sizeof dn), pname,
              dn, prof_fmt_time(us - us / (double)n, b, 32));
    }
  }
}

/* The next launch after ki that takes the same host array as ki's host index h (and that
 * array's host index there, *g_out); -1 when none. */
static int next_use(const Prof *pr, int ki, int h, int *g_out) {
  const ProfKernel *k = pr->log.kernels[ki];
  for (int j = ki + 1; j < pr->log.nk; j++)
    for (int g = 0; g < pr->log.kernels[j]->nhost; g++)
      if (same_host_array(k, h, pr->log.kernels[j], g)) return *g_out = g, j;
  return -1;
}

/* Follows one host array from launch ki (host index h) through the later launches that take
 * it, marking each use in told, and counts the round trips that brought it back unchanged: a
 * launch copied it back, and the next launch copied in the same contents. */
static int64_t unchanged_round_trips(const Prof *pr, int ki, int h, bool *told, int64_t *bytes, double *us) {
  int64_t n = 0;
  for (int g, j = next_use(pr, ki, h, &g); j >= 0; ki = j, h = g, j = next_use(pr, ki, h, &g)) {
    told[j * PROF_MAX_ARGS + g] = true;
    uint64_t left = pr->log.hashes[ki].after[h], found = pr->log.hashes[j].before[g];
    if (!left || left != found || pr->log.kernels[ki]->rc != 0) continue;
    int64_t b0 = *bytes;
    arg_copies(pr, ki, pr->log.kernels[ki]->host_arg[h], RT_COPY_D2H, bytes, us);
    if (*bytes == b0) continue; /* not copied back: no round trip */
    arg_copies(pr, j, pr->log.kernels[j]->host_arg[g], RT_COPY_H2D, bytes, us);
    n++;
  }
  return n;
}

/* Host arrays that went back to the host after a launch and came back unchanged to the next:
 * the round trips buy nothing, the array could stay on the device. One line per array, named
 * by its first launch. */
static void round_trips(Advice *ad) {
  const Prof *pr = ad->p;
  bool *told = calloc((size_t)pr->log.nk * PROF_MAX_ARGS, 1);
  if (!told) return;
  for (int i = 0; i < pr->log.nk; i++) {
    const ProfKernel *k = pr->log.kernels[i];
    for (int h = 0; h < k->nhost; h++) {
      if (told[i * PROF_MAX_ARGS + h]) continue; /* a later use of an array already followed */
      int64_t bytes = 0;
      double us = 0;
      int64_t n = unchanged_round_trips(pr, i, h, told, &bytes, &us);
      if (n == 0) continue;
      char a[32], l[96], ln[32], dn[80];
      int arg = k->host_arg[h];
      const char *pname = arg < PROF_MAX_ARGS && k->arg_name[arg] ? k->arg_name[arg] : "a";
      device_name(k, arg, dn, sizeof dn);
      head(ad);
      fprintf(ad->out, "  - A host array (%s of '%s'%s) went back to the host after a launch and came back "
                       "unchanged to the next launch, %lld time%s: %lld bytes, %s %s. It could stay on the device: "
                       "%s = cuda.to_device(%s) before the launches, pass %s, and %s.copy_to_host() once after "
                       "them: saves %s.\n",
              arg_label(k, arg, l, sizeof l), k->name, launch_line(pr, i, ln, sizeof ln), (long long)n,
              n == 1 ? "" : "s", (long long)bytes, prof_fmt_time(us, a, 32), ad->tag, dn, pname, dn, dn, a);
    }
  }
  free(told);
}

/* Pageable copies, per host line: what pinned host memory (cuda.pinned_array, or `with
 * cuda.pinned(a):`) would save there, when it is worth a line (at least 1 us and a fifth of
 * the line's copy time). */
static void pageable_copies(Advice *ad) {
  const Prof *pr = ad->p;
  bool *done = calloc((size_t)pr->log.nev + 1, 1);
  if (!done) return;
  for (int i = 0; i < pr->log.nev; i++) {
    const ProfEvent *e = &pr->log.ev[i];
    if (done[i] || e->kind != PROF_EV_COPY || e->pinned || e->dir == RT_COPY_D2D) continue;
    int64_t bytes = 0, n = 0;
    double us = 0, pinned_us = 0;
    for (int j = i; j < pr->log.nev; j++) {
      const ProfEvent *f = &pr->log.ev[j];
      if (f->kind != PROF_EV_COPY || f->pinned || f->dir == RT_COPY_D2D || f->line != e->line || f->file != e->file)
        continue;
      done[j] = true;
      bytes += f->bytes, n++, us += f->dur_us;
      pinned_us += prof_model_host_copy(pr->device, (RtCopyDir)f->dir, f->bytes, true) * 1e6;
    }
    double save = us - pinned_us;
    if (save < 1.0 || save < 0.2 * us) continue;
    char a[32], b[32], c[32], ln[32];
    if (e->line > 0) snprintf(ln, sizeof ln, "Line %d", e->line);
    else snprintf(ln, sizeof ln, "Code");
    head(ad);
    fprintf(ad->out, "  - %s copies %lld bytes between pageable host memory and the device in %lld cop%s: "
                     "%s %s. From pinned memory (cuda.pinned_array for the host array, or `with cuda.pinned(a):` "
                     "around the copies) they would take %s: saves %s.\n",
            ln, (long long)bytes, (long long)n, n == 1 ? "y" : "ies", prof_fmt_time(us, a, 32), ad->tag,
            prof_fmt_time(pinned_us, b, 32), prof_fmt_time(save, c, 32));
  }
  free(done);
}

static void too_small(Advice *ad) {
  const Prof *pr = ad->p;
  FILE *out = ad->out;
  const char *tag = ad->tag;
  const ProfDevice *d = pr->device;
  for (int i = 0; i < pr->log.nk; i++) {
    const ProfKernel *k = pr->log.kernels[i];
    bool first = true;
    int64_t most = 0;
    const ProfKernel *big = k;
    for (int j = 0; j < pr->log.nk; j++) {
      const ProfKernel *p = pr->log.kernels[j];
      if (strcmp(p->name, k->name) != 0) continue;
      if (j < i) first = false;
      if (prof_kernel_blocks(p) > most) most = prof_kernel_blocks(p), big = p;
    }
    if (!first || most >= d->sms) continue;
    char ln[32];
    head(ad);
    fprintf(out, "  - Kernel '%s'%s launches at most %lld block%s of %lld threads: %lld of the %d SMs have work (%.0f%%) %s. "
                 "Launch at least %d blocks (more elements per launch, or smaller blocks).\n",
            k->name, launch_line(pr, i, ln, sizeof ln), (long long)most, most == 1 ? "" : "s", (long long)prof_kernel_threads_per_block(big),
            (long long)most, d->sms, 100.0 * (double)most / d->sms, tag, d->sms);
  }
}

void prof_advice(Prof *p, FILE *out, const char *tag) {
  Advice ad = {p, out, tag, 0};
  transfers_dominate(&ad);
  never_written(&ad);
  copied_every_call(&ad);
  round_trips(&ad);
  pageable_copies(&ad);
  too_small(&ad);
  ad.printed = prof_advice_kernels(p, out, tag, ad.printed); /* inside kernels: prof_advice_kernel.c */
}
