# CPython's compiler refuses a 21st statically nested block: the 21st while loop is named
while True:
    while True:
        while True:
            while True:
                while True:
                    while True:
                        while True:
                            while True:
                                while True:
                                    while True:
                                        while True:
                                            while True:
                                                while True:
                                                    while True:
                                                        while True:
                                                            while True:
                                                                while True:
                                                                    while True:
                                                                        while True:
                                                                            while True:
                                                                                while True:
                                                                                    break
# expect error: SyntaxError: too many statically nested blocks
