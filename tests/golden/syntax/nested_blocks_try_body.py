# A try body is one block: at 19 loops a try/except with its body compiles and runs
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
                                                                            try:
                                                                                print('in try')
                                                                            finally:
                                                                                print('finally')
# expect: in try
# expect: finally
