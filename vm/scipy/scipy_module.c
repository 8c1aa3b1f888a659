/* scipy_module.c — the scipy package as far as Weft provides it: scipy.special and
 * scipy.stats (both reachable as attributes after `import scipy`, as SciPy 1.10's lazy
 * submodules are). Other submodules are not provided: importing one is ModuleNotFoundError. */
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "scipy.h"

static void scipy_module_init(Value m) {
  rt_module_set(m, "__version__", rt_str_from_c("1.10.1"));
  rt_module_set(m, "special", rt_import("scipy.special"));
  rt_module_set(m, "stats", rt_import("scipy.stats"));
}

void scipy_register(void) {
  rt_register_module("scipy", scipy_module_init);
  rt_register_module("scipy.special", scipy_special_module_init);
  rt_register_module("scipy.stats", scipy_stats_module_init);
}
