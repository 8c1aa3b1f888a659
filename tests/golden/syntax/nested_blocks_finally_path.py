# A finally body is compiled twice, the second time (its exceptional path) one block deeper:
# a loop in it at 19 loops fits the first time, not the second, and is the one named
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
                                                                                pass
                                                                            finally:
                                                                                for j in range(1):
                                                                                    pass
# expect error: SyntaxError: too many statically nested blocks
