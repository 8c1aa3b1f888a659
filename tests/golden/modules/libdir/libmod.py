# golden-module: found through sys.path.insert(0, "libdir")
NAME = "libmod from libdir"
