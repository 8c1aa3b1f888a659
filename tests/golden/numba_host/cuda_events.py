# Timing events: record, synchronize and elapsed_time in milliseconds, both spellings.
# no-cross-check: Numba's CUDA simulator has no event(timing=) and no event_elapsed_time
from numba import cuda
start = cuda.event(timing=True)
end = cuda.event()
start.record()
end.record()
end.synchronize()
t = cuda.event_elapsed_time(start, end)
print(t >= 0.0, start.elapsed_time(end) >= 0.0, isinstance(t, float))
s = cuda.stream()
start.record(stream=s)
print(start.query())

# expect: True True True
# expect: True
