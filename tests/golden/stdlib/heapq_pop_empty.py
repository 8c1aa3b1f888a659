# heappop on an empty heap.
import heapq
heapq.heappop([])

# expect runtime error: IndexError: index out of range
