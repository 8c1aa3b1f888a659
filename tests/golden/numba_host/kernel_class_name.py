# A kernel and a device function are, without a GPU, the simulator's FakeCUDAKernel objects:
# their class name, their repr (an object at an address) and their AttributeError message.
from numba import cuda

@cuda.jit
def k(a):
    a[0] = 1

@cuda.jit(device=True)
def dev(x):
    return x + 1

print(type(k).__name__, type(dev).__name__)
print(type(k), isinstance(dev, type(k)))
r = repr(k)
print(r.startswith("<numba.cuda.simulator.kernel.FakeCUDAKernel object at 0x"), r.endswith(">"))
print(str(dev).startswith("<numba.cuda.simulator.kernel.FakeCUDAKernel object at 0x"))
try:
    k.nonexistent
except AttributeError as e:
    print(e)

# expect: FakeCUDAKernel FakeCUDAKernel
# expect: <class 'numba.cuda.simulator.kernel.FakeCUDAKernel'> True
# expect: True True
# expect: True
# expect: 'FakeCUDAKernel' object has no attribute 'nonexistent'
