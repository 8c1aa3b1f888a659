# A Condition: the consumer waits until the producer appended and notified.
import threading

cond = threading.Condition()
items = []
got = []


def consumer():
    for _ in range(3):
        with cond:
            cond.wait_for(lambda: len(items) > 0)
            got.append(items.pop(0))


c = threading.Thread(target=consumer)
c.start()
for i in range(3):
    with cond:
        items.append(i * 100)
        cond.notify()
c.join()
print(got, items)
# expect: [0, 100, 200] []
