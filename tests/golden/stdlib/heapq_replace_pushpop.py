# heapreplace pops then pushes; heappushpop pushes then pops (returning item if it is smallest).
import heapq
a = [1, 3, 2, 7, 5]
print(heapq.heapreplace(a, 6), a)
print(heapq.heappushpop(a, 0), a)
print(heapq.heappushpop(a, 9), a)
print(heapq.heappushpop([], 4))

# expect: 1 [2, 3, 6, 7, 5]
# expect: 0 [2, 3, 6, 7, 5]
# expect: 2 [3, 5, 6, 7, 9]
# expect: 4
