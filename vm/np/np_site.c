/* np_site.c — the current NumPy Python frame that warnings are shown at (np_site.h). */
#include <stdint.h>

#include "../base/error.h"
#include "../obj/runtime.h"
#include "np_site.h"

#define NUMPY_DIR "/usr/lib/python3/dist-packages/numpy/"

static const NpSite sites[NP_SITE_COUNT] = {
    [NP_SITE_USER] = {0},
#define X(name, file, module, line, source) [NP_SITE_##name] = {NUMPY_DIR file, module, source, line},
    NP_SITES(X)
#undef X
};

typedef struct SiteState {
  NpSiteId current;
} SiteState;
static RtStateKey site_key = {"numpy warning sites", sizeof(SiteState), NULL, NULL, 0};
static SiteState *state(void) { return rt_runtime_state(&site_key); }

static void restore(void *prev) { state()->current = (NpSiteId)(uintptr_t)prev; }

int np_site_enter(NpSiteId site) {
  SiteState *s = state();
  int mark = rt_cleanup_push(restore, (void *)(uintptr_t)s->current);
  s->current = site;
  return mark;
}

void np_site_leave(int mark) { rt_cleanup_pop(mark, true); }

const NpSite *np_site_current(void) {
  NpSiteId id = state()->current;
  return id == NP_SITE_USER ? NULL : &sites[id];
}
