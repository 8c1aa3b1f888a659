# the usual script entry point: __name__ is "__main__" when run as a program
def main():
    print("running", __name__)
if __name__ == "__main__":
    main()
# expect: running __main__
