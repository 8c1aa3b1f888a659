# The heap must be a list.
import heapq
heapq.heappush((1, 2), 3)

# expect runtime error: TypeError: heappush() argument 1 must be list, not tuple
