# heappush and heappop keep CPython's heap layout: the list prints in the same order.
import heapq
h = []
for x in [5, 3, 8, 1, 9, 2, 7, 4, 6, 0]:
    heapq.heappush(h, x)
print(h)
print(heapq.heappop(h), heapq.heappop(h), h)

# expect: [0, 1, 2, 4, 3, 8, 7, 5, 6, 9]
# expect: 0 1 [2, 3, 6, 4, 9, 8, 7, 5]
