# __spec__ and __loader__ of imported modules and packages: ModuleSpec and SourceFileLoader
import helper
import pkg.tools
import pkg

for m in (helper, pkg, pkg.tools):
    spec = m.__spec__
    print(spec.name, repr(spec.parent), spec.origin == m.__file__, spec.cached == m.__cached__)
    print(spec.submodule_search_locations == getattr(m, "__path__", None), spec.has_location,
          spec.loader is m.__loader__, spec.loader_state)
    print(type(spec).__name__, type(spec).__module__, type(m.__loader__).__name__,
          type(m.__loader__).__module__, m.__loader__.name, m.__loader__.path == m.__file__)
text = repr(helper.__spec__)
print(text.startswith("ModuleSpec(name='helper', loader=<_frozen_importlib_external.SourceFileLoader object at 0x"))
print(text.endswith(">, origin=%r)" % helper.__file__))
print(repr(pkg.__spec__).endswith(", submodule_search_locations=%r)" % pkg.__path__))
print(repr(helper.__loader__).startswith("<_frozen_importlib_external.SourceFileLoader object at 0x"))
# expect: helper loaded as helper
# expect: pkg init: pkg pkg
# expect: pkg.tools: pkg.tools pkg
# expect: helper '' True True
# expect: True True True None
# expect: ModuleSpec _frozen_importlib SourceFileLoader _frozen_importlib_external helper True
# expect: pkg 'pkg' True True
# expect: True True True None
# expect: ModuleSpec _frozen_importlib SourceFileLoader _frozen_importlib_external pkg True
# expect: pkg.tools 'pkg' True True
# expect: True True True None
# expect: ModuleSpec _frozen_importlib SourceFileLoader _frozen_importlib_external pkg.tools True
# expect: True
# expect: True
# expect: True
# expect: True
