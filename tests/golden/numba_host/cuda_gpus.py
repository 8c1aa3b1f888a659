# Without a GPU, cuda.gpus is the simulator's one device: a context with compute capability 5.2.
from numba import cuda
print(len(cuda.gpus), cuda.gpus, cuda.gpus[0])
for g in cuda.gpus:
    print(g.id, g.compute_capability, g.device.uuid)
print(type(cuda.gpus).__name__, type(cuda.gpus[0]).__name__, type(cuda.gpus[0].device).__name__)
print(repr(cuda.gpus).split(' at 0x')[0])
print(repr(cuda.gpus[0]).split(' at 0x')[0])
print(cuda.gpus.current, cuda.list_devices() is cuda.gpus)
print(cuda.gpus[-1].get_memory_info())

# expect: 1 <Managed Device 0> <Managed Device 0>
# expect: 0 (5, 2) GPU-00000000-0000-0000-0000-000000000000
# expect: FakeDeviceList FakeCUDAContext FakeCUDADevice
# expect: <numba.cuda.simulator.cudadrv.devices.FakeDeviceList object
# expect: <numba.cuda.simulator.cudadrv.devices.FakeCUDAContext object
# expect: <Managed Device 0> True
# expect: _MemoryInfo(free=inf, total=inf)
