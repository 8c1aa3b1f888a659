# break and continue out of try blocks run the finally blocks they leave.
for i in range(5):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        print("body", i)
    finally:
        print("finally", i)

n = 0
while True:
    try:
        try:
            n += 1
            if n == 2:
                break
        finally:
            print("inner", n)
    finally:
        print("outer", n)
print("n =", n)

for i in range(3):
    for j in range(3):
        try:
            if j == 1:
                break
        finally:
            print("ij", i, j)

def find(xs, target):
    for i, x in enumerate(xs):
        try:
            if x == target:
                return i
        finally:
            print("checked", x)
    return -1
print(find([5, 6, 7], 6))

for i in range(3):
    try:
        1 / 0
    except ZeroDivisionError:
        if i == 1:
            continue
        print("handled", i)
    finally:
        print("f", i)
# expect: body 0
# expect: finally 0
# expect: finally 1
# expect: body 2
# expect: finally 2
# expect: finally 3
# expect: inner 1
# expect: outer 1
# expect: inner 2
# expect: outer 2
# expect: n = 2
# expect: ij 0 0
# expect: ij 0 1
# expect: ij 1 0
# expect: ij 1 1
# expect: ij 2 0
# expect: ij 2 1
# expect: checked 5
# expect: checked 6
# expect: 1
# expect: handled 0
# expect: f 0
# expect: f 1
# expect: handled 2
# expect: f 2
