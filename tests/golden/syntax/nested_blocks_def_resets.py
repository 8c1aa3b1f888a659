# A def, a class body and a comprehension start counting blocks afresh
for i0 in range(1):
    for i1 in range(1):
        for i2 in range(1):
            for i3 in range(1):
                for i4 in range(1):
                    for i5 in range(1):
                        for i6 in range(1):
                            for i7 in range(1):
                                for i8 in range(1):
                                    for i9 in range(1):
                                        for i10 in range(1):
                                            for i11 in range(1):
                                                for i12 in range(1):
                                                    for i13 in range(1):
                                                        for i14 in range(1):
                                                            for i15 in range(1):
                                                                for i16 in range(1):
                                                                    for i17 in range(1):
                                                                        for i18 in range(1):
                                                                            for i19 in range(1):
                                                                                def f():
                                                                                    for a in range(1):
                                                                                        return [x for x in range(2) for y in range(1) for z in range(1)]
                                                                                class C:
                                                                                    for b in range(1):
                                                                                        n = 1
                                                                                print(f(), C.n)
# expect: [0, 1] 1
