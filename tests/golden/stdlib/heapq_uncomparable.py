# Items that do not compare raise the comparison's TypeError.
import heapq
h = [1]
heapq.heappush(h, "a")

# expect runtime error: TypeError: '<' not supported between instances of 'str' and 'int'
