# Packages: pkg/__init__.py runs first; submodules become the package's attributes
import pkg.tools
print(pkg.tools.f(3), pkg.VERSION, pkg.tools.__package__)
from pkg import base
print(base.twice(5), base is pkg.base)
from pkg.tools import f
print(f(1))
import pkg.sub.deep as deep
print(deep.g(), deep.__name__, deep.__package__, pkg.sub.deep is deep)
print(sorted(k for k in vars(pkg) if not k.startswith("__")))
try:
    import pkg.nothere
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name)
try:
    import helper.x
except ModuleNotFoundError as e:
    print(type(e).__name__, e)
try:
    from pkg import missing
except ImportError as e:
    print(type(e).__name__, str(e).split(" (")[0])
# expect: pkg init: pkg pkg
# expect: pkg.tools: pkg.tools pkg
# expect: 106 1.0 pkg
# expect: 10 True
# expect: 102
# expect: 120 pkg.sub.deep pkg.sub True
# expect: ['VERSION', 'base', 'sub', 'tools']
# expect: ModuleNotFoundError No module named 'pkg.nothere' pkg.nothere
# expect: helper loaded as helper
# expect: ModuleNotFoundError No module named 'helper.x'; 'helper' is not a package
# expect: ImportError cannot import name 'missing' from 'pkg'
