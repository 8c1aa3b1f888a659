# numba.cuda.runtime without a GPU: the simulator's FakeRuntime, version (-1, -1), which courses
# print as the CUDA version.
from numba import cuda

print(cuda.runtime.get_version())
print(".".join(str(n) for n in cuda.runtime.get_version()))
print(cuda.runtime.is_supported_version(), cuda.runtime.supported_versions)
print(type(cuda.runtime).__name__)
# expect: (-1, -1)
# expect: -1.-1
# expect: True ((-1, -1),)
# expect: FakeRuntime
