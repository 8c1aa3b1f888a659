# A priority queue of (priority, name) tuples.
import heapq
tasks = []
heapq.heappush(tasks, (3, "write"))
heapq.heappush(tasks, (1, "plan"))
heapq.heappush(tasks, (2, "code"))
heapq.heappush(tasks, (1, "coffee"))
while tasks:
    pri, name = heapq.heappop(tasks)
    print(pri, name)

# expect: 1 coffee
# expect: 1 plan
# expect: 2 code
# expect: 3 write
